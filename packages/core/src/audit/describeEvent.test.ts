import { describe, expect, it } from 'vitest';
import type { ProjectEvent } from '../api/audit';
import { describeAccountEvent, describeProjectEvent } from './describeEvent';

describe('describeAccountEvent', () => {
  it('says how the user signed in, and why a sign-in failed', () => {
    expect(describeAccountEvent({ kind: 'sign_in', details: { method: 'password' } })).toBe(
      'Signed in with password',
    );
    expect(describeAccountEvent({ kind: 'sign_in', details: { method: 'github' } })).toBe(
      'Signed in with GitHub',
    );
    expect(describeAccountEvent({ kind: 'sign_in', details: {} })).toBe('Signed in');
    expect(
      describeAccountEvent({ kind: 'sign_in_failed', details: { reason: 'unauthenticated' } }),
    ).toBe('Failed sign-in: wrong e-mail or password');
    expect(describeAccountEvent({ kind: 'sign_in_failed', details: {} })).toBe('Failed sign-in');
  });

  it('counts ended sessions and names linked providers', () => {
    expect(describeAccountEvent({ kind: 'session_ended', details: { count: '1' } })).toBe(
      'Signed out of another session',
    );
    expect(describeAccountEvent({ kind: 'session_ended', details: { count: '3' } })).toBe(
      'Signed out of 3 other sessions',
    );
    expect(describeAccountEvent({ kind: 'identity_linked', details: { provider: 'google' } })).toBe(
      'Google linked to the account',
    );
    expect(describeAccountEvent({ kind: 'sign_up', details: { method: 'password' } })).toBe(
      'Account created',
    );
    expect(describeAccountEvent({ kind: 'sign_up', details: { method: 'google' } })).toBe(
      'Account created with Google',
    );
  });

  it('names the access token an event concerns', () => {
    const token = { token: 'CI', token_id: 'x' };
    expect(describeAccountEvent({ kind: 'token_created', details: token })).toBe(
      'Access token “CI” created',
    );
    expect(describeAccountEvent({ kind: 'token_revoked', details: token })).toBe(
      'Access token “CI” revoked',
    );
    expect(describeAccountEvent({ kind: 'token_new_address', details: token })).toBe(
      'Access token “CI” used from a new address',
    );
  });
});

describe('describeProjectEvent', () => {
  const ann = { user_id: 'a', name: 'Ann Lee' };
  const bob = { user_id: 'b', name: 'Bob' };

  it('names who did what to whom', () => {
    expect(
      describeProjectEvent({
        kind: 'member_role_changed',
        details: { role: 'Viewer', previous_role: 'Editor' },
        actor: ann,
        target: bob,
      }),
    ).toBe('Ann Lee changed the role of Bob from Editor to Viewer');
    expect(
      describeProjectEvent({
        kind: 'invitation_sent',
        details: { email: 'c@example.com', role: 'Editor' },
        actor: ann,
        target: null,
      }),
    ).toBe('Ann Lee invited c@example.com as Editor');
  });

  it('names the version, import, query or settings a change to the work concerned', () => {
    const line = (kind: ProjectEvent['kind'], details: Record<string, string>) =>
      describeProjectEvent({ kind, details, actor: ann, target: null });
    expect(line('version_restored', { version: 'v1', version_id: 'x' })).toBe(
      'Ann Lee restored the version “v1”',
    );
    expect(line('diagram_replaced', { tables: '12', version: 'Before import' })).toBe(
      'Ann Lee replaced the diagram with an import of 12 tables; “Before import” keeps the diagram before',
    );
    expect(line('diagram_synced', { tables: '40', version: 'Before database sync' })).toBe(
      "Ann Lee took a database's changes into the diagram (40 tables); “Before database sync” keeps the diagram before",
    );
    expect(
      line('diagram_pushed', { tables: '3', saved: 'Release 2', version: 'Before push' }),
    ).toBe(
      'Ann Lee pushed a schema file into the diagram (3 tables) as the version “Release 2”; “Before push” keeps the diagram before',
    );
    expect(line('version_renamed', { previous_name: 'Draft', version: 'Final' })).toBe(
      'Ann Lee renamed the version “Draft” to “Final”',
    );
    expect(line('version_deleted', { version: 'Old' })).toBe('Ann Lee deleted the version “Old”');
    expect(line('saved_query_deleted', { query: 'Top customers' })).toBe(
      'Ann Lee deleted the saved query “Top customers”',
    );
    expect(line('visualization_changed', { settings: 'notation uml' })).toBe(
      'Ann Lee changed the visualization defaults: notation uml',
    );
    expect(line('visualization_changed', {})).toBe('Ann Lee changed the visualization defaults');
  });

  it('names a live database connection by its name, engine and host, and says when a use failed', () => {
    const line = (kind: ProjectEvent['kind'], details: Record<string, string>) =>
      describeProjectEvent({ kind, details, actor: ann, target: null });
    const shop = { connection: 'Shop', engine: 'postgresql', host: 'db.example.com' };
    expect(line('live_db_connection_created', shop)).toBe(
      'Ann Lee saved the database connection “Shop” (postgresql, db.example.com)',
    );
    expect(line('share_created', { share: 'Wiki' })).toBe('Ann Lee made the share link “Wiki”');
    expect(line('share_revoked', { share: 'Wiki' })).toBe('Ann Lee revoked the share link “Wiki”');
    expect(line('live_db_read', { ...shop, outcome: 'ok' })).toBe(
      'Ann Lee read the schema of “Shop” (postgresql, db.example.com)',
    );
    expect(line('live_db_tested', { engine: 'sqlite', file: '/srv/app.db', outcome: 'auth' })).toBe(
      'Ann Lee tried a connection to a database (sqlite, /srv/app.db): failed (auth)',
    );
  });

  it('falls back to the recorded address, then to a deleted account', () => {
    expect(
      describeProjectEvent({
        kind: 'member_removed',
        details: { email: 'bob@example.com' },
        actor: null,
        target: { user_id: 'b', name: null },
      }),
    ).toBe('A deleted account removed bob@example.com from the project');
  });
});
