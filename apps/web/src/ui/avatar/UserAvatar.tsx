import { Avatar, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCamera } from '@tabler/icons-react';
import { useState } from 'react';
import {
  AVATAR_WIDE_MIN_WIDTH,
  avatarContent,
  avatarMantineColor,
  avatarPixelSize,
  avatarRadius,
  type AvatarColor,
  type AvatarImageState,
  type AvatarShape,
  type AvatarSize,
} from './avatarModel';
import { BlankPicture } from './BlankPicture';
import classes from './UserAvatar.module.css';

/** Props of UserAvatar. */
export interface UserAvatarProps {
  src: string | null | undefined;
  /** The person's name; the image's alt text. */
  alt: string;
  size?: AvatarSize;
  shape?: AvatarShape;
  color?: AvatarColor;
  /** Shown without an image or when it failed with alt text: usually the initials. */
  initials?: string;
  /** An editable avatar is a button: clicking it calls onEdit (spec 1 §3 "editable flag"). */
  onEdit?: () => void;
  /** Accessible name of the edit button. */
  editLabel?: string;
}

/** The avatar of spec 1 §3/§4: sizes, shapes, role colours, and its image's load states. */
export function UserAvatar({
  src,
  alt,
  size = 'small',
  shape = 'circle',
  color = 'primary',
  initials = '',
  onEdit,
  editLabel = 'Change avatar',
}: UserAvatarProps) {
  const wide = useMediaQuery(`(min-width: ${AVATAR_WIDE_MIN_WIDTH}px)`) ?? false;
  const [status, setStatus] = useState<{ src: string; state: AvatarImageState } | null>(null);
  const state = src && status?.src === src ? status.state : 'loading';
  const content = avatarContent({ src, state, alt, hasFallback: initials !== '' });
  const px = avatarPixelSize(size, wide);
  const radius = avatarRadius(shape);

  const avatar = (
    <Avatar
      component="span"
      className={classes.root}
      size={px}
      radius={radius}
      color={avatarMantineColor(color)}
      variant="filled"
      data-state={src ? state : 'empty'}
      {...(content === 'image' ? {} : { role: 'img', 'aria-label': alt || undefined })}
      aria-hidden={content !== 'image' && alt === '' ? true : undefined}
    >
      {content === 'image' && src ? (
        <img
          className={classes.image}
          src={src}
          alt={alt}
          onLoad={() => setStatus({ src, state: 'loaded' })}
          onError={() => setStatus({ src, state: 'failed' })}
        />
      ) : content === 'fallback' ? (
        <span style={{ fontSize: px * 0.38 }}>{initials}</span>
      ) : (
        <BlankPicture />
      )}
    </Avatar>
  );

  if (!onEdit) return avatar;
  return (
    <UnstyledButton
      className={classes.edit}
      onClick={onEdit}
      aria-label={editLabel}
      style={{
        '--avatar-edit-radius':
          typeof radius === 'number' ? `${radius}px` : `var(--mantine-radius-${radius})`,
      }}
    >
      {avatar}
      <span className={classes.editBadge} aria-hidden="true">
        <IconCamera size={14} />
      </span>
    </UnstyledButton>
  );
}
