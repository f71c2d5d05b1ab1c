import { Box, NavLink } from '@mantine/core';
import {
  IconAdjustments,
  IconBook,
  IconBook2,
  IconChecklist,
  IconDatabase,
  IconLayoutDashboard,
  IconPalette,
  IconSchema,
  IconSettings,
  IconShare,
  IconSql,
  IconTemplate,
  IconUsers,
  IconVersions,
  type Icon,
} from '@tabler/icons-react';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { usePlan } from '../../features/billing/usePlan';
import { ProjectSelector } from '../../features/projects/ProjectSelector';
import { useProjectRole } from '../../features/projects/projectQueries';
import classes from './ProjectDrawer.module.css';
import { projectDrawerEntries, type DrawerEntry, type DrawerEntryId } from './drawerEntries';
import {
  DRAWER_AUTOCLOSE_MAX_WIDTH,
  DRAWER_STATIC_MIN_WIDTH,
  useProjectDrawer,
} from './useProjectDrawer';

const ICONS: Record<DrawerEntryId, Icon> = {
  overview: IconLayoutDashboard,
  visualizer: IconSchema,
  tasks: IconChecklist,
  wireframes: IconTemplate,
  'sql-editor': IconSql,
  team: IconUsers,
  documentation: IconBook,
  dictionary: IconBook2,
  settings: IconSettings,
  general: IconAdjustments,
  database: IconDatabase,
  'version-control': IconVersions,
  visualization: IconPalette,
  sharing: IconShare,
};

function isActive(entry: DrawerEntry, pathname: string, exact: boolean): boolean {
  return exact ? pathname === entry.to : pathname.startsWith(entry.to);
}

function iconOf(entry: DrawerEntry) {
  const Glyph = ICONS[entry.id];
  return <Glyph size={18} stroke={1.6} aria-hidden="true" />;
}

function entryLink(entry: DrawerEntry, active: boolean) {
  return (
    <NavLink
      key={entry.to}
      component={Link}
      to={entry.to}
      label={entry.label}
      leftSection={iconOf(entry)}
      active={active}
    />
  );
}

/** The project drawer: the project selector and the navigation, by the user's role and plan. */
export function ProjectDrawer() {
  const { id = '' } = useParams();
  const { pathname } = useLocation();
  const plan = usePlan();
  const role = useProjectRole(id);
  const closeOverlay = useProjectDrawer((s) => s.closeOverlay);
  const isStatic = useMediaQuery(`(min-width: ${DRAWER_STATIC_MIN_WIDTH}px)`) ?? true;
  const opened = useProjectDrawer((s) => (isStatic ? s.staticOpen : s.overlayOpen));
  const entries = projectDrawerEntries({ projectId: id, plan, role });

  useEffect(() => {
    // Spec 2 §2: below 960 px the overlay closes after navigation.
    if (window.matchMedia(`(max-width: ${DRAWER_AUTOCLOSE_MAX_WIDTH - 0.02}px)`).matches) {
      closeOverlay();
    }
  }, [pathname, closeOverlay]);

  // A collapsed drawer only slides out of view: keep its links out of the tab order too.
  return (
    <Box inert={!opened} display="contents">
      <Box p="sm" pb={4}>
        <ProjectSelector projectId={id} />
      </Box>
      {/* A scrolling box of its own, not Mantine's ScrollArea: that one imports floating-ui's
          useMergeRefs, and with it the whole floating-ui chunk into every project page's first load. */}
      <Box component="nav" aria-label="Project" p="sm" pt={4} className={classes.links}>
        {entries.map((entry, index) =>
          entry.children ? (
            // A group that only opens and closes is a button: aria-expanded is not allowed on a link.
            <NavLink
              key={entry.to}
              component="button"
              type="button"
              label={entry.label}
              leftSection={iconOf(entry)}
              defaultOpened
              childrenOffset="md"
            >
              {entry.children.map((child) => entryLink(child, isActive(child, pathname, false)))}
            </NavLink>
          ) : (
            entryLink(entry, isActive(entry, pathname, index === 0))
          ),
        )}
      </Box>
    </Box>
  );
}
