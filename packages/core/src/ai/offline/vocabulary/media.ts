import { entity, type DomainSpec } from './types';

/** Publishing and people online: blog, social network, music streaming. */
export const MEDIA_DOMAINS: DomainSpec[] = [
  {
    id: 'blog',
    title: 'Blog',
    keywords: [
      'blog',
      'blogging',
      'cms',
      'publishing',
      'magazine',
      'newsletter',
      'content_management',
    ],
    defaults: ['user', 'post', 'comment', 'category', 'tag'],
    entities: [
      entity(
        'post',
        'title:string!, slug:string*, body:text!, status:string!, published_at:datetime, created_at:datetime!',
        {
          refs: ['user as author'],
          manyToMany: ['tag', 'category'],
          synonyms: ['article', 'entry', 'blog_post', 'story'],
        },
      ),
      entity('comment', 'body:text!, is_approved:bool!, created_at:datetime!', {
        refs: ['post', 'user as author?'],
        synonyms: ['reply', 'response'],
      }),
      entity(
        'user',
        'username:string*, email:email*, display_name:string, password_hash:string!, created_at:datetime!',
        {
          synonyms: ['author', 'writer', 'editor', 'blogger', 'account'],
        },
      ),
      entity('category', 'name:string!, slug:string*, description:text', {
        synonyms: ['section', 'topic'],
      }),
      entity('tag', 'name:string*', { synonyms: ['label', 'keyword'] }),
      entity('subscriber', 'email:email*, subscribed_at:datetime!, confirmed:bool!', {
        synonyms: ['follower', 'reader'],
      }),
    ],
  },
  {
    id: 'social',
    title: 'Social network',
    keywords: ['social_network', 'social_media', 'social', 'community', 'social_app', 'newsfeed'],
    defaults: ['user', 'profile', 'post', 'comment', 'like', 'friendship', 'message'],
    entities: [
      entity(
        'user',
        'username:string*, email:email*, password_hash:string!, created_at:datetime!',
        {
          synonyms: ['member', 'account', 'person', 'people'],
        },
      ),
      entity(
        'profile',
        'display_name:string!, bio:text, avatar_url:string, birth_date:date, location:string',
        {
          refs: ['user!'],
        },
      ),
      entity('post', 'content:text!, visibility:string!, created_at:datetime!', {
        refs: ['user as author'],
        synonyms: ['status_update', 'update', 'photo', 'story'],
      }),
      entity('comment', 'content:text!, created_at:datetime!', {
        refs: ['post', 'user as author'],
        synonyms: ['reply'],
      }),
      entity('like', 'created_at:datetime!', { refs: ['post', 'user'], synonyms: ['reaction'] }),
      entity('friendship', 'status:string!, created_at:datetime!', {
        refs: ['user as requester', 'user as addressee'],
        synonyms: ['friend', 'friend_request', 'connection'],
      }),
      entity('follow', 'created_at:datetime!', {
        refs: ['user as follower', 'user as followee'],
        synonyms: ['follower', 'following'],
      }),
      entity('message', 'body:text!, sent_at:datetime!, read_at:datetime', {
        refs: ['user as sender', 'user as recipient'],
        synonyms: ['direct_message', 'dm', 'chat_message', 'chat'],
      }),
      entity('group', 'name:string!, description:text, created_at:datetime!', {
        manyToMany: ['user'],
        synonyms: ['group_chat', 'circle'],
      }),
    ],
  },
  {
    id: 'music',
    title: 'Music streaming',
    keywords: ['music', 'streaming', 'music_streaming', 'spotify', 'podcast', 'audio', 'radio'],
    defaults: ['artist', 'album', 'track', 'genre', 'user', 'playlist', 'listen'],
    entities: [
      entity('artist', 'name:string!, bio:text, country:string', {
        synonyms: ['band', 'musician', 'singer', 'composer'],
      }),
      entity('album', 'title:string!, release_date:date, cover_url:string', {
        refs: ['artist'],
        synonyms: ['record', 'release', 'ep'],
      }),
      entity('track', 'title:string!, duration_seconds:int!, track_number:int, is_explicit:bool!', {
        refs: ['album'],
        synonyms: ['song', 'recording', 'tune'],
      }),
      entity('genre', 'name:string*', { manyToMany: ['track'], synonyms: ['style'] }),
      entity(
        'user',
        'username:string*, email:email*, password_hash:string!, country:string, created_at:datetime!',
        {
          synonyms: ['listener', 'subscriber', 'account', 'member'],
        },
      ),
      entity('playlist', 'name:string!, description:text, is_public:bool!, created_at:datetime!', {
        refs: ['user as owner'],
        implies: ['playlist_track'],
      }),
      entity('playlist_track', 'position:int!, added_at:datetime!', {
        refs: ['playlist', 'track'],
        synonyms: ['playlist_item', 'playlist_entry'],
      }),
      entity(
        'subscription',
        'plan:string!, status:string!, started_at:datetime!, ends_at:datetime',
        {
          refs: ['user'],
          synonyms: ['plan', 'membership'],
        },
      ),
      entity('listen', 'listened_at:datetime!, seconds_played:int', {
        refs: ['user', 'track'],
        synonyms: ['play', 'stream', 'listening_history', 'play_history'],
      }),
    ],
  },
];
