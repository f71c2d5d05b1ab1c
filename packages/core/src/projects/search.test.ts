import { describe, expect, it } from 'vitest';
import { matchesSearch, sortByRoleName } from './search';

describe('matchesSearch', () => {
  it('needs every whitespace-separated word in the name, in any case and order', () => {
    expect(matchesSearch('Customer Orders DB', 'orders cust')).toBe(true);
    expect(matchesSearch('Customer Orders DB', '  ORDERS   db ')).toBe(true);
    expect(matchesSearch('Customer Orders DB', 'orders invoices')).toBe(false);
  });
  it('matches everything with an empty or blank query', () => {
    expect(matchesSearch('Anything', '')).toBe(true);
    expect(matchesSearch('Anything', '   ')).toBe(true);
  });
});

describe('sortByRoleName', () => {
  it('sorts Admin before Editor before Viewer, then by name', () => {
    const sorted = sortByRoleName([
      { role: 'Viewer', name: 'a' },
      { role: 'Admin', name: 'z' },
      { role: 'Editor', name: 'b' },
      { role: 'Admin', name: 'c' },
    ]);
    expect(sorted.map((p) => `${p.role}:${p.name}`)).toEqual([
      'Admin:c',
      'Admin:z',
      'Editor:b',
      'Viewer:a',
    ]);
  });
});
