import { IconHome, IconSearch, IconStar, IconUser, type Icon } from '@tabler/icons-react';
import classes from './canvas.module.css';

/** The icons a wireframe icon can show, by name. */
export const WIRE_ICONS: Readonly<Record<string, Icon>> = {
  star: IconStar,
  user: IconUser,
  search: IconSearch,
  home: IconHome,
};

/** Props of WireIcon. */
export interface WireIconProps {
  name: string | undefined;
}

/** An icon component's picture, filling its box (an unknown name shows the star). */
export function WireIcon({ name }: WireIconProps) {
  const Picture = WIRE_ICONS[name ?? ''] ?? IconStar;
  return (
    <span className={classes.centred}>
      <Picture size="100%" stroke={1.5} aria-hidden />
    </span>
  );
}
