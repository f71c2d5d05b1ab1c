import type { Project, Role } from '@relata/core';
import { describe, expect, it } from 'vitest';
import { visibleProjects } from './projectList';

function project(name: string, role: Role | null): Project {
  return {
    id: name,
    name,
    description: '',
    database_type: 'mysql',
    color: '#333333',
    created_by: null,
    created_at: '2026-01-01T00:00:00.000Z',
    users: role ? [{ user_id: 'me', role }] : [],
  };
}

describe('visibleProjects', () => {
  const all = [
    project('Zoo Tickets', 'Viewer'),
    project('Customer Orders', 'Editor'),
    project('Warehouse', 'Admin'),
    project('Orders Archive', 'Admin'),
  ];

  it('sorts by role name, then by name, and carries the role', () => {
    expect(visibleProjects(all, '').map((p) => `${p.role}:${p.name}`)).toEqual([
      'Admin:Orders Archive',
      'Admin:Warehouse',
      'Editor:Customer Orders',
      'Viewer:Zoo Tickets',
    ]);
  });

  it('keeps projects whose name holds every word of the query', () => {
    expect(visibleProjects(all, 'ORDERS').map((p) => p.name)).toEqual([
      'Orders Archive',
      'Customer Orders',
    ]);
    expect(visibleProjects(all, 'orders cust').map((p) => p.name)).toEqual(['Customer Orders']);
    expect(visibleProjects(all, 'orders invoices')).toEqual([]);
  });

  it('counts a project without a known role as Viewer', () => {
    expect(visibleProjects([project('Mystery', null)], '')[0]?.role).toBe('Viewer');
  });
});
