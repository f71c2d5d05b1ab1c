import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { DatabaseSettingsPage } from '../features/projects/DatabaseSettingsPage';
import { GeneralSettingsPage } from '../features/projects/GeneralSettingsPage';
import { ProjectFormPage } from '../features/projects/ProjectFormPage';
import { ProjectLayout } from '../features/projects/ProjectLayout';
import { ProjectOverviewPage } from '../features/projects/ProjectOverviewPage';
import { VersionControlSettingsPage } from '../features/projects/VersionControlSettingsPage';
import { VisualizationSettingsPage } from '../features/projects/VisualizationSettingsPage';
import type { ShellHandle } from './shell/shellHandle';

/** Loads a page's module on first visit, so the editors' libraries stay out of the first bundle. */
function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): RouteObject['lazy'] {
  return async () => ({ Component: (await load())[name] });
}

const projectShell: ShellHandle = { projectMenu: true };

/** /app/projects/:id and its children (spec 2 §2); editors set `handle: { fullBleed: true }`. */
export const projectRoutes: RouteObject = {
  path: 'projects/:id',
  element: <ProjectLayout />,
  handle: projectShell,
  children: [
    { index: true, element: <ProjectOverviewPage /> },
    {
      path: 'documentation',
      lazy: lazyPage(() => import('../features/docs/DocumentationPage'), 'DocumentationPage'),
    },
    {
      path: 'visualizer',
      handle: { fullBleed: true } satisfies ShellHandle,
      lazy: lazyPage(() => import('../features/diagram/VisualizerPage'), 'VisualizerPage'),
    },
    {
      path: 'tasks',
      handle: { fullBleed: true } satisfies ShellHandle,
      lazy: lazyPage(() => import('../features/tasks/TasksPage'), 'TasksPage'),
    },
    {
      path: 'sql-editor',
      lazy: lazyPage(() => import('../features/sql-editor/SqlEditorPage'), 'SqlEditorPage'),
    },
    {
      path: 'wireframes',
      handle: { fullBleed: true } satisfies ShellHandle,
      lazy: lazyPage(() => import('../features/wireframes/WireframesPage'), 'WireframesPage'),
    },
    { path: 'team', lazy: lazyPage(() => import('../features/team/TeamPage'), 'TeamPage') },
    {
      path: 'settings',
      children: [
        { index: true, element: <Navigate to="general" replace /> },
        { path: 'general', element: <GeneralSettingsPage /> },
        { path: 'visualization', element: <VisualizationSettingsPage /> },
        { path: 'version-control', element: <VersionControlSettingsPage /> },
        { path: 'database', element: <DatabaseSettingsPage /> },
      ],
    },
    { path: 'edit', element: <ProjectFormPage mode="edit" /> },
  ],
};
