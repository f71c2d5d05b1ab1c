import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { canonicalType, catalogQuery, importDdl } from '@relata/core';
import pg from 'pg';
import { expect, test } from '../support/fixtures';
import { addMember, person } from '../support/people';
import { openDiagram, openVisualizer, storedDiagram, tableNamed } from '../support/visualizer';

// Issue 38, acceptance: a PostgreSQL database's catalog pasted into Import > From a database gives
// the diagram importing its SQL gives; after the database changes, Compare with diagram lists the
// differences and takes them as one step, live for a second member, untouched tables kept in
// place, and Undo puts the diagram back.

/** A shared fixture (a real project's schema), read from the folder beside the repository. */
const FIXTURE = path.resolve(
  import.meta.dirname,
  '../../../shared/fixtures/ddl-more/roundcube/postgresql.sql',
);

const admin = { host: '127.0.0.1', port: 5432, user: 'postgres', database: 'postgres' };

/** A fresh PostgreSQL database of this test, dropped after. */
async function liveDatabase(): Promise<{ client: pg.Client; drop: () => Promise<void> }> {
  const name = `relata_e2e_live_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const root = new pg.Client(admin);
  await root.connect();
  await root.query(`CREATE DATABASE ${name}`);
  const client = new pg.Client({ ...admin, database: name });
  await client.connect();
  client.on('notice', () => undefined);
  return {
    client,
    drop: async () => {
      await client.end();
      await root.query(`DROP DATABASE IF EXISTS ${name}`);
      await root.end();
    },
  };
}

/** The catalog query's result, as a user copies the one cell of its one row. */
async function catalogOf(client: pg.Client): Promise<string> {
  const { rows } = await client.query<Record<string, unknown>>(catalogQuery('postgresql'));
  const value = Object.values(rows[0] ?? {})[0];
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Opens Import > From a database and pastes a catalog. */
async function pasteCatalog(page: Page, catalog: string) {
  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import' });
  await dialog.getByRole('tab', { name: 'From a database' }).click();
  await dialog.getByRole('textbox', { name: 'Query result' }).fill(catalog);
  await expect(dialog.getByTestId('database-read')).toContainText('Read from PostgreSQL 15');
  return dialog;
}

/** Each table's columns with their types as PostgreSQL reads them (`varchar` is `character varying`). */
const columnsOf = (tables: { name: string; attributes: { name: string; type: string }[] }[]) =>
  Object.fromEntries(
    tables
      .map(
        (t) =>
          [
            t.name,
            t.attributes.map((c) => `${c.name} ${canonicalType(c.type, 'postgresql')}`),
          ] as const,
      )
      .sort(([a], [b]) => a.localeCompare(b)),
  );

test('a database pasted, compared after it changed, its changes taken live as one undoable step', async ({
  page,
  browser,
}) => {
  const script = readFileSync(FIXTURE, 'utf8');
  const live = await liveDatabase();
  try {
    await live.client.query(script);
    const { ann, id } = await openDiagram(page);
    const bob = await person(browser, 'Bob');
    await addMember(ann, id, bob, 'Editor');
    await openVisualizer(bob, id);

    // The catalog gives the diagram the fixture's SQL gives.
    const dialog = await pasteCatalog(page, await catalogOf(live.client));
    await dialog.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(dialog).toHaveCount(0);
    const imported = await storedDiagram(ann, id);
    const expected = importDdl(script, 'postgresql').model;
    expect(columnsOf(imported.tables)).toEqual(columnsOf(expected.tables));
    expect(imported.relationships).toHaveLength(expected.relationships.length);
    // Bob's screen shows the import live: all of it, once fitted.
    await bob.page.getByRole('button', { name: 'Fit to screen' }).click();
    for (const name of ['users', 'searches', 'dictionary'])
      await expect(tableNamed(bob.page, name)).toBeVisible();

    // The database moves on: a column added, a table dropped, a table created that references users.
    await live.client.query(`
      ALTER TABLE users ADD COLUMN nickname varchar(40);
      DROP TABLE searches;
      CREATE TABLE audit_notes (id serial PRIMARY KEY, user_id integer REFERENCES users (user_id));
    `);
    const compare = await pasteCatalog(page, await catalogOf(live.client));
    await compare.getByRole('button', { name: 'Compare with diagram' }).click();
    await expect(page).toHaveURL(/visualizer\?compare=database$/);
    const pane = page.getByTestId('side-pane');
    for (const change of [/^Added audit_notes$/, /^Removed searches$/, /^Added users\.nickname/])
      await expect(pane.getByRole('button', { name: change })).toBeVisible();

    // The drift the other way: what brings the database back to the diagram.
    await pane.getByRole('tab', { name: 'Migration' }).click();
    const migration = pane.getByTestId('script-view');
    await expect(migration).toContainText('DROP TABLE audit_notes;');
    await expect(migration).toContainText('CREATE TABLE searches');
    await expect(migration).toContainText('DROP COLUMN nickname');
    await pane.getByRole('tab', { name: /Changes/ }).click();

    // Only the added column, table and relationship are taken; the dropped table and its
    // relationship stay in the diagram.
    await pane.getByRole('checkbox', { name: 'Take removed searches', exact: true }).uncheck();
    await pane.getByRole('checkbox', { name: /^Take removed searches\.user_id/ }).uncheck();
    await pane.getByRole('button', { name: /Take \d+ changes into the diagram/ }).click();
    await expect(page).toHaveURL(/visualizer$/);
    for (const who of [page, bob.page]) {
      await who.getByRole('button', { name: 'Fit to screen' }).click();
      await expect(tableNamed(who, 'audit_notes')).toBeVisible();
      await expect(tableNamed(who, 'searches')).toBeVisible();
    }
    const taken = await storedDiagram(ann, id);
    expect(taken.tables.find((t) => t.name === 'users')?.attributes.map((c) => c.name)).toContain(
      'nickname',
    );
    const place = (d: typeof taken) =>
      Object.fromEntries(d.tables.map((t) => [t.name, [t.id, t.x, t.y]]));
    const before = place(imported);
    const after = place(taken);
    for (const name of Object.keys(before)) expect(after[name], name).toEqual(before[name]);

    // One step: Ctrl+Z puts the diagram back for both.
    await page.getByTestId('diagram-canvas').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('Control+z');
    for (const who of [page, bob.page]) await expect(tableNamed(who, 'audit_notes')).toHaveCount(0);
    expect(place(await storedDiagram(ann, id))).toEqual(before);
  } finally {
    await live.drop();
  }
});
