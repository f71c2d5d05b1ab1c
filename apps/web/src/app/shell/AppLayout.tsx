import { AppShell } from '@mantine/core';
import { Outlet, useMatches } from 'react-router';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { PageFooter } from './PageFooter';
import { OnDemandProjectDrawer } from './OnDemandProjectDrawer';
import { readShellHandle } from './shellHandle';
import { useResumeRedirect } from './useResumeRedirect';
import { DRAWER_STATIC_MIN_WIDTH, useProjectDrawer } from './useProjectDrawer';

/** Frame of every /app page: navbar, the project drawer on project routes, content and footer. */
export function AppLayout() {
  const { projectMenu = false, fullBleed = false } = readShellHandle(useMatches());
  const { staticOpen, overlayOpen } = useProjectDrawer();
  useResumeRedirect();
  const navbar = projectMenu
    ? {
        width: 260,
        breakpoint: DRAWER_STATIC_MIN_WIDTH,
        collapsed: { desktop: !staticOpen, mobile: !overlayOpen },
      }
    : undefined;
  return (
    <AppShell
      header={{ height: 60 }}
      padding={fullBleed ? 0 : 'lg'}
      {...(navbar ? { navbar } : {})}
    >
      <AppShell.Header className={classes.header}>
        <AppHeader withMenuButton={projectMenu} />
      </AppShell.Header>
      {projectMenu && (
        <AppShell.Navbar className={classes.navbar}>
          <OnDemandProjectDrawer />
        </AppShell.Navbar>
      )}
      <AppShell.Main className={classes.main}>
        <div className={fullBleed ? classes.fullBleed : classes.content}>
          <Outlet />
        </div>
        {!fullBleed && <PageFooter />}
      </AppShell.Main>
    </AppShell>
  );
}
