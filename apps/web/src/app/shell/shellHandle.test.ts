import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../routes';
import { readShellHandle } from './shellHandle';

const handleAt = (path: string) =>
  readShellHandle((matchRoutes(appRoutes, path) ?? []).map((m) => m.route));

describe('the shell handle of the routes', () => {
  it('prints the data dictionary alone, and every other project page with its frame', () => {
    expect(handleAt('/app/projects/7/dictionary')).toEqual({
      projectMenu: true,
      printContentOnly: true,
    });
    for (const path of [
      '/app/projects/7',
      '/app/projects/7/documentation',
      '/app/projects/7/tasks',
    ])
      expect(handleAt(path).printContentOnly, path).toBeUndefined();
  });
});
