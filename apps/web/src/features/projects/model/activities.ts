/** The icon of each activity type (spec 2 §3), by its Material name; the view maps it to a glyph. */
export type ActivityIcon =
  'cake' | 'description' | 'person_add' | 'lock' | 'person_remove' | 'event';

const ICONS: Record<string, ActivityIcon> = {
  project_created: 'cake',
  project_name_changed: 'description',
  project_description_changed: 'description',
  user_joined: 'person_add',
  user_role_changed: 'lock',
  user_left: 'person_remove',
};

/** Fallback title of an activity without one (spec 2 §3). */
export const UNKNOWN_ACTIVITY_TITLE = 'Unknown event';

/** The icon of an activity type; an unknown type gets a neutral one. */
export function activityIcon(type: string): ActivityIcon {
  return ICONS[type] ?? 'event';
}

/** The title shown for an activity: its own, else "Unknown event". */
export function activityTitle(title: string | null | undefined): string {
  return title?.trim() ? title : UNKNOWN_ACTIVITY_TITLE;
}
