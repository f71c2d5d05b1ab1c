import { importDdl } from '@relata/core';
import { describe, expect, it } from 'vitest';
import type { SkippedObject } from '../engine/types';
import { bareType, leftOutObjects, partsToLeaveOut, withoutParts } from './leaveOut';

const { model } = importDdl(
  `CREATE TABLE users (
  id bigint PRIMARY KEY,
  settings public.hstore,
  tags hstore[],
  created timestamp NOT NULL DEFAULT '0000-00-00 00:00:00',
  token text DEFAULT gen_random_bytes(8),
  kind int CONSTRAINT kind_either CHECK (IF(kind > 0, 1, 0) = 1),
  CONSTRAINT users_settings UNIQUE (settings)
);
CREATE TABLE prefs (id int PRIMARY KEY, user_settings hstore REFERENCES users (settings));
CREATE INDEX users_settings_idx ON users (settings);
CREATE INDEX users_id_idx ON users (id);`,
  'postgresql',
);
const users = model.tables.find((t) => t.name === 'users');

/** The engine's refusal of CREATE TABLE users. */
const refused = (message: string): SkippedObject => ({
  kind: 'table',
  name: 'users',
  statement: 'CREATE TABLE users (...)',
  message,
  table: users?.id ?? '',
  needs: { kind: 'extension', name: 'hstore' },
});

describe('the parts of a refused table that are left out so that it builds', () => {
  it('reads a type the way columns name it', () => {
    expect(bareType('public.hstore')).toBe('hstore');
    expect(bareType('"HStore"[]')).toBe('hstore');
    expect(bareType('varchar(20)')).toBe('varchar');
  });

  it('leaves out every column of a type the engine lacks, with the keys, indexes and relationships on them', () => {
    expect(users?.uniques).toHaveLength(1);
    expect(model.relationships).toHaveLength(1);
    const parts = partsToLeaveOut(model, [refused('type "hstore" does not exist')]);
    expect(parts.map((p) => `${p.kind} ${p.name}`)).toEqual([
      'column users.settings',
      'column users.tags',
    ]);
    const without = withoutParts(model, parts);
    const table = without.tables.find((t) => t.name === 'users');
    expect(table?.attributes.map((a) => a.name)).toEqual(['id', 'created', 'token', 'kind']);
    expect(table?.uniques ?? []).toEqual([]);
    expect(table?.indexes?.map((i) => i.name)).toEqual(['users_id_idx']);
    expect(without.relationships).toEqual([]);
    expect(leftOutObjects(parts, [refused('type "hstore" does not exist')])[0]).toMatchObject({
      kind: 'column',
      name: 'users.settings',
      table: users?.id,
      needs: { kind: 'extension', name: 'hstore' },
    });
  });

  it('leaves out a check or a default calling a function the engine lacks', () => {
    expect(
      partsToLeaveOut(model, [refused('function if(boolean, integer, integer) does not exist')]),
    ).toMatchObject([{ kind: 'check', name: 'kind_either' }]);
    const [token] = partsToLeaveOut(model, [
      refused('function gen_random_bytes(integer) does not exist'),
    ]);
    expect(token).toMatchObject({ kind: 'default', name: 'users.token' });
    const table = withoutParts(model, token ? [token] : []).tables.find((t) => t.name === 'users');
    expect(table?.attributes.find((a) => a.name === 'token')?.defaultValue).toBeNull();
  });

  it('leaves out a default holding a value the type refuses', () => {
    expect(
      partsToLeaveOut(model, [
        refused('date/time field value out of range: "0000-00-00 00:00:00"'),
      ]),
    ).toMatchObject([{ kind: 'default', name: 'users.created' }]);
  });

  it('leaves nothing out when the message blames nothing in the table', () => {
    expect(partsToLeaveOut(model, [refused('syntax error at or near "x"')])).toEqual([]);
    expect(partsToLeaveOut(model, [refused('relation "users" already exists')])).toEqual([]);
  });
});
