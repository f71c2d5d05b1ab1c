import type { PhysicalColumn, PhysicalIndex, PhysicalSchema, PhysicalTable } from '../physical';
import { findColumn } from '../physical';
import { partColumn } from './indexes';
import { convertType, isValidType } from '../sql/typeMapping';
import { parseType } from '../sql/types';
import { keyedColumns } from '../toPhysical';

/** InnoDB's largest index key (DYNAMIC rows), in bytes. */
const MAX_KEY_BYTES = 3072;
/** MySQL's largest row of VARCHAR and other in-row columns, in bytes. */
const MAX_ROW_BYTES = 65_535;

/** Bytes per character of a MySQL character set (utf8mb4, the server's default here: 4). */
function charsetBytes(charset: string | undefined): number {
  const name = (charset ?? '').toLowerCase();
  if (
    /^(latin\d|ascii|binary|cp\d+|hebrew|greek|armscii8|dec8|hp8|koi8[ru]|swe7|tis620)$/.test(name)
  )
    return 1;
  if (name === 'ucs2') return 2;
  if (name === 'utf8' || name === 'utf8mb3') return 3;
  return 4;
}

/** The character set of a column: its own, its collation's, or its table's. */
function columnCharset(table: PhysicalTable, column: PhysicalColumn): string | undefined {
  const fromCollation = (c: string | undefined) =>
    c && /^[A-Za-z0-9]+_/.test(c) ? c.slice(0, c.indexOf('_')) : undefined;
  return (
    column.charset ??
    fromCollation(column.collation) ??
    table.storage?.charset ??
    fromCollation(table.storage?.collation)
  );
}

/** What MySQL stores for a column: a string of n characters, a TEXT/BLOB, or a fixed size. */
type Size = { kind: 'string'; chars: number; bytes: number } | { kind: 'lob' } | { kind: 'fixed' };

/**
 * MySQL's key and row limits, the engine's rules for a script written from another dialect (or
 * a hand-made diagram), each change noted:
 * - a VARCHAR longer than its character set allows in a row (`VARCHAR(65535)` under utf8mb4)
 *   becomes TEXT or MEDIUMTEXT, as does the longest VARCHAR of a row beyond 65,535 bytes;
 * - an index over more than 3072 bytes, or over a TEXT or BLOB column, indexes column prefixes
 *   that fit (`name(768)`); a unique key so is written as a unique index on those prefixes.
 */
export function fitMysqlLimits(schema: PhysicalSchema): void {
  const keyed = keyedColumns(schema);
  const widened: string[] = [];
  const prefixed: string[] = [];
  for (const table of schema.tables) {
    const indexed = new Set(
      (table.indexes ?? []).flatMap((i) =>
        i.parts.flatMap((p) => (p.column ? (findColumn(table, p.column) ?? []) : [])),
      ),
    );
    const sqlType = (c: PhysicalColumn) =>
      convertType(c.type, 'mysql', {
        keyed: keyed.has(c) || (indexed.has(c) && !isValidType(c.type, 'mysql')),
        sql: table.exactName === true,
      }).sql;
    const size = (c: PhysicalColumn): Size => {
      const p = parseType(sqlType(c));
      const n = Number(p.args[0]);
      if ((p.kind === 'varchar' || p.kind === 'char') && Number.isFinite(n) && n > 0) {
        const binary = /binary/.test(p.base);
        const bytes = binary ? n : n * charsetBytes(columnCharset(table, c));
        return { kind: 'string', chars: n, bytes };
      }
      if (/(text|blob)$/.test(p.base) || p.kind === 'json') return { kind: 'lob' };
      return { kind: 'fixed' };
    };
    // VARCHARs beyond the row: the column itself, then the longest ones while the row overflows.
    const lob = (c: PhysicalColumn, bytes: number) => {
      c.type = bytes > MAX_ROW_BYTES ? 'mediumtext' : 'text';
      widened.push(`${table.name}.${c.name}`);
    };
    for (const c of table.columns) {
      const s = size(c);
      if (s.kind === 'string' && s.bytes > MAX_ROW_BYTES - 2 && !keyed.has(c)) lob(c, s.bytes);
    }
    const strings = () =>
      table.columns.flatMap((c) => {
        const s = size(c);
        return s.kind === 'string' && !keyed.has(c) ? [{ c, bytes: s.bytes }] : [];
      });
    let row = strings().reduce((sum, x) => sum + x.bytes + 2, 0);
    for (const x of strings().sort((a, b) => b.bytes - a.bytes)) {
      if (row <= MAX_ROW_BYTES) break;
      if (x.bytes <= 255 * 4) break;
      lob(x.c, x.bytes);
      row -= x.bytes;
    }
    fitKeys(table, size, prefixed);
  }
  if (widened.length > 0)
    schema.notes.push(
      `MySQL rows hold at most 65,535 bytes: ${widened.join(', ')} become TEXT (VARCHAR of that length does not fit)`,
    );
  if (prefixed.length > 0)
    schema.notes.push(
      `MySQL keys hold at most ${MAX_KEY_BYTES} bytes and no whole TEXT: ${prefixed.join(', ')} index a prefix of their text columns`,
    );
}

/** Prefix lengths that bring an index within MySQL's key limit, or null when it fits as it is. */
function prefixesFor(parts: PhysicalIndex['parts'], sizes: (Size | undefined)[]): number[] | null {
  let fixed = 0;
  const flexible: number[] = [];
  let needed = false;
  parts.forEach((p, i) => {
    const s = sizes[i];
    if (!s || partColumn(p) === undefined) fixed += 8;
    else if (s.kind === 'fixed') fixed += 8;
    else if (s.kind === 'lob') {
      if (!p.prefixLength) needed = true;
      flexible.push(i);
    } else flexible.push(i);
  });
  const bytesOf = (i: number) => {
    const s = sizes[i];
    const p = parts[i];
    if (s?.kind !== 'string') return p?.prefixLength ? p.prefixLength * 4 : Infinity;
    const perChar = s.bytes / s.chars;
    return Math.min(s.chars, p?.prefixLength ?? s.chars) * perChar;
  };
  const total = fixed + flexible.reduce((sum, i) => sum + bytesOf(i), 0);
  if (!needed && total <= MAX_KEY_BYTES) return null;
  const share = Math.floor((MAX_KEY_BYTES - fixed) / Math.max(1, flexible.length));
  return parts.map((p, i) => {
    const s = sizes[i];
    if (!flexible.includes(i) || !s) return p.prefixLength ?? 0;
    const perChar = s.kind === 'string' ? s.bytes / s.chars : 4;
    const fits = Math.max(1, Math.floor(share / perChar));
    const chars = s.kind === 'string' ? Math.min(s.chars, fits) : Math.min(255, fits);
    return Math.min(chars, p.prefixLength ?? chars);
  });
}

/** Indexes and unique keys of a table brought within MySQL's key limit (see fitMysqlLimits). */
function fitKeys(table: PhysicalTable, size: (c: PhysicalColumn) => Size, notes: string[]): void {
  const sizesOf = (parts: PhysicalIndex['parts']) =>
    parts.map((p) => {
      // A column with PostgreSQL's operator class (`name text_pattern_ops`) is keyed whole here.
      const name = partColumn(p);
      const c = name === undefined ? undefined : findColumn(table, name);
      return c ? size(c) : undefined;
    });
  const keyParts = table.primaryKey.map((column) => {
    const prefixLength = table.primaryKeyPrefixes?.[column];
    return prefixLength ? { column, prefixLength } : { column };
  });
  const keyPrefixes = prefixesFor(keyParts, sizesOf(keyParts));
  if (keyPrefixes) {
    notes.push(`the primary key of ${table.name}`);
    table.primaryKeyPrefixes = Object.fromEntries(
      table.primaryKey.flatMap((c, i) => (keyPrefixes[i] ? [[c, keyPrefixes[i]]] : [])),
    );
  }
  let changed = false;
  const indexes = (table.indexes ?? []).map((index) => {
    // A FULLTEXT or SPATIAL index has no key to fit and takes no prefix: MySQL refuses one.
    if (/^(fulltext|spatial)$/i.test(index.method ?? '')) return index;
    const prefixes = prefixesFor(index.parts, sizesOf(index.parts));
    if (!prefixes) return index;
    changed = true;
    notes.push(`index ${index.name || '(unnamed)'} on ${table.name}`);
    return {
      ...index,
      parts: index.parts.map((p, i) =>
        prefixes[i] && partColumn(p) !== undefined && prefixes[i] !== p.prefixLength
          ? { ...p, prefixLength: prefixes[i] }
          : p,
      ),
    };
  });
  const uniques = (table.uniques ?? []).filter((u) => {
    const parts = u.columns.map((column) => ({ column }));
    const prefixes = prefixesFor(parts, sizesOf(parts));
    if (!prefixes) return true;
    changed = true;
    notes.push(`unique key ${u.name || '(unnamed)'} on ${table.name}`);
    indexes.push({
      name: u.name,
      unique: true,
      parts: parts.map((p, i) => (prefixes[i] ? { ...p, prefixLength: prefixes[i] } : p)),
    });
    return false;
  });
  for (const c of table.columns) {
    if (!c.unique || (table.primaryKey.length === 1 && table.primaryKey[0] === c.name)) continue;
    const parts = [{ column: c.name }];
    const prefixes = prefixesFor(parts, sizesOf(parts));
    if (!prefixes?.[0]) continue;
    changed = true;
    notes.push(`unique column ${table.name}.${c.name}`);
    c.unique = false;
    indexes.push({
      name: '',
      unique: true,
      parts: [{ column: c.name, prefixLength: prefixes[0] }],
    });
  }
  if (!changed) return;
  table.indexes = indexes;
  table.uniques = uniques;
}
