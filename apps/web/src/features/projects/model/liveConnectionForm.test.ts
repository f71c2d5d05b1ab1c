import type { LiveDbConnection } from '@relata/core';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_LIVE_CONNECTION_FORM,
  liveConnectionBody,
  liveConnectionErrors,
  liveConnectionForm,
  liveConnectionPatch,
  type LiveConnectionFormValues,
} from './liveConnectionForm';

const filled: LiveConnectionFormValues = {
  ...EMPTY_LIVE_CONNECTION_FORM,
  name: ' Production ',
  host: 'db.internal',
  port: '6432',
  database: 'shop',
  user: 'reader',
  password: ' s3cret ',
  tls: true,
};

const saved: LiveDbConnection = {
  id: 'c1',
  project_id: 'p1',
  name: 'Production',
  engine: 'postgresql',
  host: 'db.internal',
  port: null,
  database: 'shop',
  user: 'reader',
  tls: false,
  file: null,
  has_password: true,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
};

describe('liveConnectionErrors', () => {
  it('asks a server connection for its name, host and user, under their labels', () => {
    expect(liveConnectionErrors(EMPTY_LIVE_CONNECTION_FORM)).toEqual({
      name: 'Name is required',
      host: 'Host is required',
      user: 'User is required',
    });
  });

  it('asks a SQLite connection for its file only', () => {
    const sqlite = { ...EMPTY_LIVE_CONNECTION_FORM, name: 'Local', engine: 'sqlite' as const };
    expect(liveConnectionErrors(sqlite)).toEqual({
      file: 'A SQLite connection needs the database file’s path',
    });
  });

  it('refuses a port out of range and a host with spaces', () => {
    const errors = liveConnectionErrors({ ...filled, host: 'db internal', port: '70000' });
    expect(errors.port).toBe('Port must be a whole number from 1 to 65535');
    expect(errors.host).toBe('Host is not a host name or address');
  });

  it('finds nothing wrong with whole details', () => {
    expect(liveConnectionErrors(filled)).toEqual({});
  });
});

describe('liveConnectionBody and liveConnectionPatch', () => {
  it('sends trimmed details, the password as typed, and no empty field', () => {
    expect(liveConnectionBody({ ...filled, database: ' ' })).toEqual({
      name: 'Production',
      engine: 'postgresql',
      host: 'db.internal',
      port: 6432,
      user: 'reader',
      password: ' s3cret ',
      tls: true,
    });
  });

  it('keeps a saved password when the field stays empty, and removes it when asked', () => {
    const form = liveConnectionForm(saved);
    expect(form.password).toBe('');
    expect(liveConnectionPatch(form)).not.toHaveProperty('password');
    expect(liveConnectionPatch({ ...form, removePassword: true }).password).toBeNull();
  });

  it('sends a cleared port as null, so the engine’s usual port applies again', () => {
    const patch = liveConnectionPatch({ ...liveConnectionForm(saved), port: '' });
    expect(patch.port).toBeNull();
    expect(liveConnectionPatch({ ...liveConnectionForm(saved), port: '6543' }).port).toBe(6543);
  });

  it('clears the server details when a connection becomes a SQLite file', () => {
    const patch = liveConnectionPatch({
      ...liveConnectionForm(saved),
      engine: 'sqlite',
      file: '/data/app.db',
    });
    expect(patch).toMatchObject({ engine: 'sqlite', host: null, file: '/data/app.db' });
  });
});
