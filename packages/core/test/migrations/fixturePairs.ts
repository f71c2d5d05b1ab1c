/**
 * Migration pairs made from the shared fixtures: a fixture imported in an engine's own dialect,
 * then a copy edited at random with a fixed seed (tables and columns renamed, dropped and added,
 * types changed, nullability flipped, indexes added and dropped, foreign keys dropped).
 */
import { importDdl, type DiagramModel, type Table } from '../../src/schema';
import { sequentialIds } from '../../src/schema/defaults';
import type { SqlDialect } from '../../src/schema/sql/dialects';
import { fixtures, readFixture } from '../scripts';
import { column, copy, newTable } from './base';
import type { MigrationPair } from './pairs';

/**
 * The fixtures used: small ones of the first batch, and of the second (ddl-more) those each
 * engine loads whole (synapse's FTS4 tables need sql.js's build, which the sessions do not open;
 * its size would make the run long without showing another kind of change).
 */
const FIXTURES = [
  'chinook',
  'northwind',
  'roundcube',
  'powerdns',
  'spring-batch',
  'anki',
  'quartz',
  'calibre',
];
/** Seeds per fixture; fixed, so the pairs are the same on every run. */
const SEEDS = [11, 23, 37];
/** Edits per pair. */
const EDITS = 5;

/** A small seeded random generator (mulberry32). */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Pick = <T>(list: T[]) => T | undefined;

/** Column ids some relationship, key, index, unique or check uses (left alone by drops and renames). */
function usedColumns(m: DiagramModel, t: Table): Set<string> {
  const used = new Set<string>();
  for (const r of m.relationships) used.add(r.sourceColumnId).add(r.targetColumnId);
  for (const a of t.attributes) {
    if (a.isPrimaryKey || a.isForeignKey || a.isIdentity || a.isAutoIncrement) used.add(a.id);
    if ((t.checks ?? []).some((c) => c.expression.toLowerCase().includes(a.name.toLowerCase())))
      used.add(a.id);
  }
  for (const i of t.indexes ?? []) for (const p of i.parts) if (p.columnId) used.add(p.columnId);
  for (const u of t.uniques ?? []) for (const c of u.columnIds) used.add(c);
  return used;
}

/** Tables a view reads, or that extra SQL names: their names and columns stay. */
function pinned(m: DiagramModel, t: Table): boolean {
  const name = t.name.toLowerCase();
  return (
    (m.views ?? []).some((v) => v.query.toLowerCase().includes(name)) ||
    (m.extraSql ?? []).some((e) => e.sql.toLowerCase().includes(name))
  );
}

/** One random edit of a diagram; returns what it did. */
function edit(m: DiagramModel, pick: Pick, n: number): string {
  const free = m.tables.filter((t) => !pinned(m, t));
  const t = pick(free);
  const kinds = [
    'renameTable',
    'dropTable',
    'addTable',
    'addColumn',
    'dropColumn',
    'renameColumn',
    'type',
    'nullability',
    'addIndex',
    'dropIndex',
    'dropForeignKey',
  ] as const;
  const kind = pick([...kinds]) ?? 'addTable';
  if (kind === 'addTable' || !t) {
    m.tables.push(
      newTable(`rand.t${n}`, `added_${n}`, [
        column(`rand.t${n}.id`, 'id', 'integer', { isPrimaryKey: true, isNullable: false }),
        column(`rand.t${n}.label`, 'label', 'varchar(60)'),
      ]),
    );
    return `add table added_${n}`;
  }
  const loose = t.attributes.filter((a) => !usedColumns(m, t).has(a.id));
  const c = pick(loose);
  switch (kind) {
    case 'renameTable':
      t.name = `${t.name}_v2`;
      return `rename table to ${t.name}`;
    case 'dropTable': {
      m.tables = m.tables.filter((x) => x !== t);
      m.relationships = m.relationships.filter(
        (r) => r.sourceTableId !== t.id && r.targetTableId !== t.id,
      );
      return `drop table ${t.name}`;
    }
    case 'addColumn':
      t.attributes.push(column(`rand.c${n}`, `extra_${n}`, 'varchar(50)'));
      return `add column ${t.name}.extra_${n}`;
    case 'dropColumn':
      if (!c) return 'nothing';
      t.attributes = t.attributes.filter((a) => a !== c);
      return `drop column ${t.name}.${c.name}`;
    case 'renameColumn':
      if (!c) return 'nothing';
      c.name = `${c.name}_v2`;
      return `rename column ${t.name}.${c.name}`;
    case 'type': {
      const v = loose.find((a) => /^n?varchar\(\d+\)$/i.test(a.type));
      if (!v) return 'nothing';
      const size = Number(/\d+/.exec(v.type)?.[0] ?? 40);
      v.type = v.type.replace(/\d+/, String(n % 2 ? size + 20 : Math.max(1, size - 5)));
      return `retype ${t.name}.${v.name} to ${v.type}`;
    }
    case 'nullability':
      if (!c) return 'nothing';
      c.isNullable = !c.isNullable;
      return `${t.name}.${c.name} ${c.isNullable ? 'NULL' : 'NOT NULL'}`;
    case 'addIndex':
      if (!c) return 'nothing';
      (t.indexes ??= []).push({
        id: `rand.i${n}`,
        name: `idx_rand_${n}`,
        unique: false,
        parts: [{ columnId: c.id }],
      });
      return `index ${t.name}.${c.name}`;
    case 'dropIndex': {
      const i = pick(t.indexes ?? []);
      if (!i) return 'nothing';
      t.indexes = (t.indexes ?? []).filter((x) => x !== i);
      return `drop index ${i.name}`;
    }
    case 'dropForeignKey': {
      const r = pick(m.relationships.filter((x) => x.targetTableId === t.id));
      if (!r) return 'nothing';
      // A composite foreign key is several relationships of one name between the same tables.
      const same = (x: typeof r) =>
        x.id === r.id ||
        (r.name !== '' &&
          x.name === r.name &&
          x.sourceTableId === r.sourceTableId &&
          x.targetTableId === r.targetTableId);
      m.relationships = m.relationships.filter((x) => !same(x));
      return `drop foreign key ${r.name || r.id}`;
    }
  }
}

/** A collation each engine has, for a text column (SQLite's NOCASE, MariaDB's and PostgreSQL's binary ones). */
const COLLATION: Record<SqlDialect, string> = {
  sqlite: 'NOCASE',
  mysql: 'utf8mb4_bin',
  postgresql: '"C"',
  mssql: 'Latin1_General_BIN2',
};

/**
 * One change of what the random edits leave alone, by the seed's turn: a table's and a column's
 * comment, identity added to a lone integer key no foreign key uses, or a text column's
 * collation (each where the engine has it; SQLite keeps no comments, only its notes).
 */
function propertyEdit(m: DiagramModel, pick: Pick, turn: number, dialect: SqlDialect): string {
  const free = m.tables.filter((t) => !pinned(m, t));
  const referenced = new Set(m.relationships.flatMap((r) => [r.sourceColumnId, r.targetColumnId]));
  if (turn % 3 === 0) {
    const t = pick(free);
    const c = t && pick(t.attributes);
    if (!t || !c) return 'nothing';
    t.comment = `what ${t.name} holds (it's edited)`;
    c.comment = `${c.name}: changed`;
    return `comment ${t.name} and ${t.name}.${c.name}`;
  }
  if (turn % 3 === 1) {
    const keys = free.flatMap((t) => {
      const pk = t.attributes.filter((a) => a.isPrimaryKey);
      const [only] = pk;
      return pk.length === 1 &&
        only &&
        /^(int|integer|bigint|smallint)(\(\d+\))?$/i.test(only.type) &&
        !only.isAutoIncrement &&
        !only.isIdentity &&
        !referenced.has(only.id)
        ? [[t, only] as const]
        : [];
    });
    const found = pick(keys);
    if (!found) return 'nothing';
    found[1].isAutoIncrement = true;
    found[1].defaultValue = null;
    return `identity on ${found[0].name}.${found[1].name}`;
  }
  const texts = free.flatMap((t) =>
    t.attributes
      .filter((a) => /^(n?varchar|text)\b/i.test(a.type) && !usedColumns(m, t).has(a.id))
      .map((a) => [t, a] as const),
  );
  const found = pick(texts);
  if (!found) return 'nothing';
  // MariaDB's collation must fit the column's character set: its collation's, its own, its
  // table's, utf8mb3 for NVARCHAR (MariaDB's national character set).
  const [table, column] = found;
  const charset =
    /^([a-z0-9]+)_/.exec(column.collation ?? '')?.[1] ??
    column.charset ??
    table.storage?.charset ??
    (/^n(var)?char\b/i.test(column.type) ? 'utf8mb3' : undefined);
  const collation = dialect === 'mysql' && charset ? `${charset}_bin` : COLLATION[dialect];
  found[1].collation = collation;
  // MariaDB's tables have a collation of their own: the table's goes to its character set's binary one.
  const storage = table.storage;
  if (dialect === 'mysql' && storage?.charset && storage.collation !== `${storage.charset}_bin`) {
    table.storage = { ...storage, collation: `${storage.charset}_bin` };
    return `collation ${collation} on ${table.name}.${column.name}, table ${table.name} ${storage.charset}_bin`;
  }
  return `collation ${collation} on ${found[0].name}.${found[1].name}`;
}

/** The fixture pairs for one engine's dialect: each fixture it has, edited with each seed. */
export function fixturePairs(dialect: SqlDialect): MigrationPair[] {
  return fixtures()
    .filter(([schema, d]) => d === dialect && FIXTURES.includes(schema))
    .flatMap(([schema, , info]) => {
      const before = importDdl(readFixture(info), dialect, { idFactory: sequentialIds('f') }).model;
      return SEEDS.map((seed) => {
        const rand = random(seed);
        const pick: Pick = (list) => list[Math.floor(rand() * list.length)];
        const after = copy(before);
        const did = Array.from({ length: EDITS }, (_, i) => {
          // An edit that found nothing to change (no free column, no index) is drawn again.
          for (let attempt = 0; attempt < 5; attempt++) {
            const done = edit(after, pick, seed * 100 + i * 10 + attempt);
            if (done !== 'nothing') return done;
          }
          return 'nothing';
        });
        const turn = SEEDS.indexOf(seed);
        did.push(propertyEdit(after, pick, turn, dialect));
        return { name: `${schema}.${dialect} seed ${seed}: ${did.join(', ')}`, before, after };
      });
    });
}
