import { describe, expect, it } from 'vitest';
import { projectDrawerEntries, showsTeamEntry, type DrawerEntry } from './drawerEntries';

function labels(entries: DrawerEntry[]): string[] {
  return entries.flatMap((e) => [e.label, ...(e.children ?? []).map((c) => `  ${c.label}`)]);
}

const WORK_AREAS = [
  'Project Overview',
  'Visualizer',
  'Data dictionary',
  'Tasks',
  'Wireframes',
  'SQL Editor',
];

describe('showsTeamEntry', () => {
  it('needs an Admin on a Team or Premium plan', () => {
    expect(showsTeamEntry('team', 'Admin')).toBe(true);
    expect(showsTeamEntry('premium', 'Admin')).toBe(true);
    expect(showsTeamEntry('free', 'Admin')).toBe(false);
    expect(showsTeamEntry('team', 'Editor')).toBe(false);
    expect(showsTeamEntry('premium', 'Viewer')).toBe(false);
  });
});

describe('projectDrawerEntries', () => {
  it('shows a Viewer the work areas with the data dictionary, documentation, general settings, Visualization and Version Control', () => {
    expect(labels(projectDrawerEntries({ projectId: 'p1', plan: 'team', role: 'Viewer' }))).toEqual(
      [
        ...WORK_AREAS,
        'Documentation',
        'Project Settings',
        '  General',
        '  Visualization',
        '  Version Control',
      ],
    );
  });

  it('adds Team for Admins on a Team or Premium plan, and Database and Sharing for every Admin', () => {
    const premium = projectDrawerEntries({ projectId: 'p1', plan: 'premium', role: 'Admin' });
    expect(labels(premium)).toEqual([
      ...WORK_AREAS,
      'Team',
      'Documentation',
      'Project Settings',
      '  General',
      '  Database',
      '  Visualization',
      '  Version Control',
      '  Sharing',
    ]);
    const free = projectDrawerEntries({ projectId: 'p1', plan: 'free', role: 'Admin' });
    expect(labels(free)).not.toContain('Team');
    expect(labels(free)).toContain('  Database');
    expect(labels(free)).toContain('  Sharing');
  });

  it('links below the project', () => {
    const [overview, visualizer] = projectDrawerEntries({
      projectId: 'a b',
      plan: 'free',
      role: 'Editor',
    });
    expect(overview?.to).toBe('/app/projects/a%20b');
    expect(visualizer?.to).toBe('/app/projects/a%20b/visualizer');
  });
});
