import { Paper } from '@mantine/core';
import { Link, Outlet } from 'react-router';
import { RelataLogo } from '../../ui/RelataLogo';
import { PageFooter } from './PageFooter';
import classes from './PublicLayout.module.css';

/** Frame of the signed-out pages: logo, a centred card and the footer with the theme switcher. */
export function PublicLayout() {
  return (
    <div className={classes.page}>
      <Link to="/" className={classes.brand} aria-label="Relata">
        <RelataLogo size={36} />
      </Link>
      <Paper component="main" className={classes.card} withBorder radius="lg" p="xl" shadow="sm">
        <Outlet />
      </Paper>
      <div className={classes.spacer} />
      <PageFooter withThemeSwitcher />
    </div>
  );
}
