import { describe, expect, it } from 'vitest';
import { projectIdOfPath, switchProjectPath } from './projectPath';

describe('project paths', () => {
  it('reads the project id of project routes only', () => {
    expect(projectIdOfPath('/app/projects/p1')).toBe('p1');
    expect(projectIdOfPath('/app/projects/p1/settings/general')).toBe('p1');
    expect(projectIdOfPath('/app/projects/create')).toBeNull();
    expect(projectIdOfPath('/app/projects/accept-invite/tok')).toBeNull();
    expect(projectIdOfPath('/app')).toBeNull();
  });

  it('keeps the sub-page when switching projects', () => {
    expect(switchProjectPath('/app/projects/p1/team', 'p2')).toBe('/app/projects/p2/team');
    expect(switchProjectPath('/app/projects/p1/settings/database', 'p2')).toBe(
      '/app/projects/p2/settings/database',
    );
    expect(switchProjectPath('/app/projects/p1', 'p2')).toBe('/app/projects/p2');
  });

  it('opens the overview from anywhere else', () => {
    expect(switchProjectPath('/app', 'p2')).toBe('/app/projects/p2');
    expect(switchProjectPath('/app/projects/create', 'p2')).toBe('/app/projects/p2');
  });
});
