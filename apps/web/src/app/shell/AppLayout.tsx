import { Outlet, useLocation } from 'react-router';
import { RouteErrorBoundary } from '../RouteErrorBoundary';
import { AppHeader } from './AppHeader';
import classes from './AppLayout.module.css';
import { PageFooter } from './PageFooter';
import { OnDemandProjectDrawer } from './OnDemandProjectDrawer';
import { useShellHandle } from './shellHandle';
import { useResumeRedirect } from './useResumeRedirect';
import { useProjectDrawer } from './useProjectDrawer';

/**
 * Frame of every /app page: the fixed header, the project drawer on project routes (static
 * beside the page from 996 px, an overlay below), the content and the footer. Plain elements and
 * CSS (AppLayout.module.css) rather than Mantine's AppShell, which brought its resizing and
 * react-remove-scroll into every signed-in page's first load. A route whose handle asks for
 * `printContentOnly` prints its content without the frame (`data-print="content"`).
 */
export function AppLayout() {
  const { projectMenu = false, fullBleed = false, printContentOnly = false } = useShellHandle();
  const { staticOpen, overlayOpen } = useProjectDrawer();
  useResumeRedirect();
  const { pathname } = useLocation();
  return (
    <div
      className={classes.shell}
      data-navbar={projectMenu ? 'true' : undefined}
      data-static-open={projectMenu && staticOpen ? 'true' : undefined}
      data-overlay-open={projectMenu && overlayOpen ? 'true' : undefined}
      data-full-bleed={fullBleed ? 'true' : undefined}
      data-print={printContentOnly ? 'content' : undefined}
    >
      {/* react-remove-scroll's class (as a dialog locks the page's scroll, the fixed header keeps
          its place instead of moving into the freed scrollbar's room), named without its code. */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <AppHeader withMenuButton={projectMenu} />
      </header>
      {projectMenu && (
        <nav className={classes.navbar}>
          <OnDemandProjectDrawer />
        </nav>
      )}
      <main className={classes.main}>
        <div className={fullBleed ? classes.fullBleed : classes.content}>
          {/* A page that fails shows its error here, and the header and drawer stay usable. */}
          <RouteErrorBoundary resetKey={pathname}>
            <Outlet />
          </RouteErrorBoundary>
        </div>
        {!fullBleed && <PageFooter />}
      </main>
    </div>
  );
}
