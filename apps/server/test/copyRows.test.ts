import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../src/db/database';
import { freshDataDir } from './helpers/testServer';

// PGlite's COPY (the only database with copyRows) checks foreign keys once per COPY instead of
// once per row: what a caller sees must be what PostgreSQL's own per-row checks give.
describe('PGlite COPY and foreign keys', () => {
  let handle: DatabaseHandle;
  let dir: string;
  const copy = (table: string, columns: string[], rows: unknown[][]) =>
    handle.db.transaction().execute(async () => {
      if (!handle.copyRows) throw new Error('PGlite offers copyRows');
      await handle.copyRows(table, columns, rows);
    });
  const count = async (table: string) =>
    (
      await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(
        handle.db,
      )
    ).rows[0]?.n;

  beforeAll(async () => {
    dir = freshDataDir();
    handle = await openDatabase({ dataDir: dir });
    await sql`create table copy_parent (id uuid primary key, name text not null)`.execute(
      handle.db,
    );
    await sql`create table copy_child (
      id uuid primary key,
      parent_id uuid not null references copy_parent (id),
      other_id uuid references copy_parent (id)
    )`.execute(handle.db);
  });
  afterAll(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes rows whose references exist, and leaves the session as it was', async () => {
    const parents = [randomUUID(), randomUUID()];
    await copy(
      'copy_parent',
      ['id', 'name'],
      parents.map((id, i) => [id, `p${i}`]),
    );
    await copy(
      'copy_child',
      ['id', 'parent_id', 'other_id'],
      [
        [randomUUID(), parents[0], parents[1]],
        [randomUUID(), parents[1], null],
        [randomUUID(), parents[1], parents[1]],
        // The same uuid in capitals is the same row, as PostgreSQL compares uuids.
        [randomUUID(), parents[0]?.toUpperCase(), parents[0]],
      ],
    );
    expect(await count('copy_child')).toBe(4);
    const role = await sql<{
      role: string;
    }>`select current_setting('session_replication_role') as role`.execute(handle.db);
    expect(role.rows[0]?.role).toBe('origin');
  });

  it('refuses a row that references a missing row, with the foreign-key error, and writes none', async () => {
    const before = await count('copy_child');
    const [parent] = (
      await sql<{ id: string }>`select id from copy_parent limit 1`.execute(handle.db)
    ).rows;
    for (const rows of [
      [[randomUUID(), parent?.id, randomUUID()]],
      [
        [randomUUID(), parent?.id, null],
        [randomUUID(), randomUUID(), null],
      ],
    ]) {
      await expect(copy('copy_child', ['id', 'parent_id', 'other_id'], rows)).rejects.toMatchObject(
        {
          code: '23503',
        },
      );
    }
    expect(await count('copy_child')).toBe(before);
    // Checked against this transaction's rows too: a parent written in it counts, and is undone.
    const orphan = randomUUID();
    await expect(
      handle.db.transaction().execute(async () => {
        await handle.copyRows?.('copy_parent', ['id', 'name'], [[orphan, 'new']]);
        await handle.copyRows?.('copy_child', ['id', 'parent_id'], [[randomUUID(), orphan]]);
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await count('copy_child')).toBe(before);
  });

  it("runs a table's own triggers, and then checks its keys row by row as PostgreSQL does", async () => {
    await sql`create table copy_log (child_id uuid not null)`.execute(handle.db);
    await sql`create table copy_logged (id uuid primary key, parent_id uuid not null references copy_parent (id))`.execute(
      handle.db,
    );
    await sql`create function copy_log_insert() returns trigger language plpgsql as $$
      begin insert into copy_log values (new.id); return new; end $$`.execute(handle.db);
    await sql`create trigger copy_logged_insert after insert on copy_logged
      for each row execute function copy_log_insert()`.execute(handle.db);
    const [parent] = (
      await sql<{ id: string }>`select id from copy_parent limit 1`.execute(handle.db)
    ).rows;
    const child = randomUUID();
    await copy('copy_logged', ['id', 'parent_id'], [[child, parent?.id]]);
    const logged = await sql<{ child_id: string }>`select child_id from copy_log`.execute(
      handle.db,
    );
    expect(logged.rows).toEqual([{ child_id: child }]);
    await expect(
      copy('copy_logged', ['id', 'parent_id'], [[randomUUID(), randomUUID()]]),
    ).rejects.toMatchObject({ code: '23503' });
  });
});
