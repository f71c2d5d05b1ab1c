import { Navigate, type RouteObject } from 'react-router';
import { lazyElement, lazyPage } from './lazyRoute';
import type { ShellHandle } from './shell/shellHandle';

const projectShell: ShellHandle = { projectMenu: true };

/** /app/projects/:id and its children (spec 2 §2); editors set `handle: { fullBleed: true }`. */
export const projectRoutes: RouteObject = {
  path: 'projects/:id',
  // The shell's project drawer (OnDemandProjectDrawer) loads as the shell first draws it.
  element: lazyPage(() => import('../features/projects/ProjectLayout'), 'ProjectLayout'),
  handle: projectShell,
  children: [
    {
      index: true,
      element: lazyPage(
        () => import('../features/projects/ProjectOverviewPage'),
        'ProjectOverviewPage',
      ),
    },
    {
      path: 'documentation',
      element: lazyPage(() => import('../features/docs/DocumentationPage'), 'DocumentationPage'),
    },
    {
      path: 'dictionary',
      // Printed alone, without the shell (the dictionary's Print button and Ctrl+P).
      handle: { printContentOnly: true } satisfies ShellHandle,
      element: lazyPage(
        () => import('../features/dictionary/DataDictionaryPage'),
        'DataDictionaryPage',
      ),
    },
    {
      path: 'visualizer',
      handle: { fullBleed: true } satisfies ShellHandle,
      element: lazyPage(() => import('../features/diagram/VisualizerPage'), 'VisualizerPage'),
    },
    {
      path: 'tasks',
      handle: { fullBleed: true } satisfies ShellHandle,
      element: lazyPage(() => import('../features/tasks/TasksPage'), 'TasksPage'),
    },
    {
      path: 'sql-editor',
      element: lazyPage(() => import('../features/sql-editor/SqlEditorPage'), 'SqlEditorPage'),
    },
    {
      path: 'wireframes',
      handle: { fullBleed: true } satisfies ShellHandle,
      element: lazyPage(() => import('../features/wireframes/WireframesPage'), 'WireframesPage'),
    },
    { path: 'team', element: lazyPage(() => import('../features/team/TeamPage'), 'TeamPage') },
    {
      path: 'settings',
      children: [
        { index: true, element: <Navigate to="general" replace /> },
        {
          path: 'general',
          element: lazyPage(
            () => import('../features/projects/GeneralSettingsPage'),
            'GeneralSettingsPage',
          ),
        },
        {
          path: 'visualization',
          element: lazyPage(
            () => import('../features/projects/VisualizationSettingsPage'),
            'VisualizationSettingsPage',
          ),
        },
        {
          path: 'version-control',
          element: lazyPage(
            () => import('../features/projects/VersionControlSettingsPage'),
            'VersionControlSettingsPage',
          ),
        },
        {
          path: 'database',
          element: lazyPage(
            () => import('../features/projects/DatabaseSettingsPage'),
            'DatabaseSettingsPage',
          ),
        },
        {
          path: 'sharing',
          element: lazyPage(
            () => import('../features/share/SharingSettingsPage'),
            'SharingSettingsPage',
          ),
        },
      ],
    },
    {
      path: 'edit',
      element: lazyElement(
        () => import('../features/projects/ProjectFormPage'),
        ({ ProjectFormPage }) => <ProjectFormPage mode="edit" />,
      ),
    },
  ],
};
