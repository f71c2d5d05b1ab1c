import type { SkippedObject } from '../engine/types';
import { NAME, unquote } from './schemaStatements';

/** A name, possibly qualified (`public.users`, `"a"."b"`). */
const CHAIN = String.raw`(${NAME}(?:\s*\.\s*${NAME})*)`;
const PART = new RegExp(NAME, 'g');

/** A qualified name as plain text: quotes removed, parts joined by dots. */
const plain = (chain: string): string => (chain.match(PART) ?? []).map(unquote).join('.');

/** The last part of a qualified name, in lower case: what messages and statements agree on. */
const lastPart = (name: string): string => (name.split('.').at(-1) ?? name).toLowerCase();

/** What a schema statement creates or changes: its kind in words and the object's name. */
export interface StatementObject {
  kind: string;
  name: string;
}

/** Statement heads, tried in order: the kind, and how to read the name from the match. */
const HEADS: { re: RegExp; object: (m: RegExpExecArray) => StatementObject }[] = [
  {
    re: new RegExp(String.raw`^CREATE\s+VIRTUAL\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${CHAIN}`, 'i'),
    object: (m) => ({ kind: 'virtual table', name: plain(m[1] ?? '') }),
  },
  {
    re: new RegExp(
      String.raw`^CREATE\s+(?:UNIQUE\s+)?(?:(?:NON)?CLUSTERED\s+)?INDEX\s+(?:CONCURRENTLY\s+)?(?:IF\s+NOT\s+EXISTS\s+)?(${NAME})\s+ON\s+(?:ONLY\s+)?${CHAIN}`,
      'i',
    ),
    object: (m) => ({ kind: 'index', name: plain(m[1] ?? '') }),
  },
  {
    re: new RegExp(
      String.raw`^CREATE\s+(?:(?:GLOBAL|LOCAL)\s+)?(?:(?:TEMP|TEMPORARY|UNLOGGED)\s+)?TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?${CHAIN}`,
      'i',
    ),
    object: (m) => ({ kind: 'table', name: plain(m[1] ?? '') }),
  },
  {
    re: new RegExp(
      String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${CHAIN}\s+ADD\s+CONSTRAINT\s+(${NAME})\s+(FOREIGN\s+KEY|PRIMARY\s+KEY|UNIQUE|CHECK)?`,
      'i',
    ),
    object: (m) => ({
      kind: m[3] ? m[3].replace(/\s+/g, ' ').toLowerCase() : 'constraint',
      name: `${plain(m[2] ?? '')} on ${plain(m[1] ?? '')}`,
    }),
  },
  {
    re: new RegExp(String.raw`^ALTER\s+TABLE\s+(?:IF\s+EXISTS\s+)?(?:ONLY\s+)?${CHAIN}`, 'i'),
    object: (m) => ({ kind: 'change to table', name: plain(m[1] ?? '') }),
  },
  {
    re: new RegExp(
      String.raw`^COMMENT\s+ON\s+((?:MATERIALIZED\s+)?VIEW|TABLE|COLUMN|EXTENSION|INDEX|TYPE|DOMAIN|FUNCTION|SCHEMA|SEQUENCE|CONSTRAINT|TRIGGER)\s+${CHAIN}`,
      'i',
    ),
    object: (m) => ({
      kind: `comment on ${(m[1] ?? '').replace(/\s+/g, ' ').toLowerCase()}`,
      name: plain(m[2] ?? ''),
    }),
  },
  {
    re: new RegExp(
      String.raw`^CREATE\s+(?:OR\s+REPLACE\s+)?(?:(?:TEMP|TEMPORARY|RECURSIVE)\s+)?(MATERIALIZED\s+VIEW|VIEW|EXTENSION|FUNCTION|PROCEDURE|TRIGGER|SEQUENCE|TYPE|DOMAIN|SCHEMA|AGGREGATE|RULE|POLICY|COLLATION|CAST|OPERATOR\s+CLASS|OPERATOR|TEXT\s+SEARCH\s+\w+)\s+(?:IF\s+NOT\s+EXISTS\s+)?${CHAIN}`,
      'i',
    ),
    object: (m) => ({
      kind: (m[1] ?? '').replace(/\s+/g, ' ').toLowerCase(),
      name: plain(m[2] ?? ''),
    }),
  },
];

/** Comments and blank lines before a statement's first word. */
const LEADING = /^(?:\s+|--[^\n]*\n?|\/\*[\s\S]*?\*\/)*/;

/** What a statement creates or changes; an unknown one is named by its first words. */
export function statementObject(sql: string): StatementObject {
  const text = sql.replace(LEADING, '');
  for (const head of HEADS) {
    const m = head.re.exec(text);
    if (m) return head.object(m);
  }
  const words = text.split(/\s+/).slice(0, 3).join(' ');
  return { kind: 'statement', name: words.length > 60 ? `${words.slice(0, 59)}…` : words };
}

/**
 * What the missing objects of common PostgreSQL extensions look like in the engine's messages
 * (the extension's name itself is matched too: `type "hstore" does not exist`). Only extensions
 * the build skipped are ever named.
 */
const EXTENSION_OBJECTS: Record<string, RegExp> = {
  // A GIN or GiST index on a scalar column needs the btree_* operator classes.
  btree_gin: /no default operator class for access method "gin"/,
  btree_gist: /no default operator class for access method "gist"/,
  pg_trgm:
    /\b(gin|gist)_trgm_ops\b|\b(similarity|word_similarity|strict_word_similarity|show_trgm)\(/,
  fuzzystrmatch:
    /\b(levenshtein|levenshtein_less_equal|soundex|difference|metaphone|dmetaphone|dmetaphone_alt|daitch_mokotoff)\(/,
  pgcrypto:
    /\b(digest|hmac|crypt|gen_salt|gen_random_bytes|pgp_\w+|armor|dearmor|encrypt|decrypt)\(/,
  'uuid-ossp': /\buuid_(generate_v\w+|nil|ns_\w+)\(/,
  postgis: /"(geometry|geography|box2d|box3d)"|\bst_\w+\(/i,
  earthdistance: /\b(ll_to_earth|earth_distance|earth_box)\(|"earth"/,
  intarray: /\bgi(n|st)__int\w*_ops\b/,
  vector: /"(halfvec|sparsevec)"|\b(vector|halfvec|sparsevec)_\w+_ops\b/,
};

/** Whether the engine's message names something the extension provides. */
function fromExtension(extension: string, message: string): boolean {
  const own = new RegExp(`(^|[^\\w-])${extension.replace(/[^\w]/g, '\\$&')}([^\\w-]|$)`, 'i');
  return own.test(message) || (EXTENSION_OBJECTS[extension]?.test(message) ?? false);
}

/** The name a "does not exist" message quotes (`relation "users"`, `no such table: main.users`). */
function missingName(message: string): string | undefined {
  const m =
    /(?:relation|table|view|type|schema|function|sequence|extension|column) "([^"]+)"(?:\([^)]*\))? does not exist/i.exec(
      message,
    ) ??
    /function ([^\s(]+)\([^)]*\) does not exist/i.exec(message) ??
    /no such (?:table|view|function): ([^\s,]+)/i.exec(message);
  return m?.[1];
}

/** An extension PostgreSQL lacks, or a virtual-table module SQLite's WebAssembly build lacks. */
function lackedByEngine(message: string): { kind: string; name: string } | undefined {
  const extension = /extension "([^"]+)" is not available/i.exec(message)?.[1];
  if (extension) return { kind: 'extension', name: extension };
  const module = /no such module: ([\w$]+)/i.exec(message)?.[1];
  return module ? { kind: 'module', name: module } : undefined;
}

/**
 * Why a statement the engine refused fails, when it is because of something skipped before it:
 * an extension the engine lacks (its own statements, and the types, operator classes and
 * functions it provides), or a table, view, type or function whose own statement was refused.
 */
function neededSkip(
  statement: { sql: string; table?: string },
  object: StatementObject,
  message: string,
  before: readonly SkippedObject[],
): SkippedObject['needs'] {
  const extensions = before.filter((s) => s.kind === 'extension');
  const own = extensions.find(
    (s) => object.kind === 'comment on extension' && s.name.toLowerCase() === lastPart(object.name),
  );
  const provider = own ?? extensions.find((s) => fromExtension(s.name, message));
  if (provider) return { kind: 'extension', name: provider.name };
  if (statement.table && object.kind !== 'table') {
    const table = before.find((s) => s.kind === 'table' && s.table === statement.table);
    if (table) return { kind: 'table', name: table.name };
  }
  const missing = missingName(message);
  const named =
    missing === undefined
      ? undefined
      : before.find((s) => s.kind !== 'extension' && lastPart(s.name) === lastPart(missing));
  return named ? { kind: named.kind, name: named.name } : undefined;
}

/**
 * A statement the engine refused, as the build reports it: what it creates, the engine's message,
 * the diagram table it belongs to, and the skipped extension, module or object it needs.
 */
export function skippedObject(
  statement: { sql: string; table?: string },
  message: string,
  before: readonly SkippedObject[],
): SkippedObject {
  const object = statementObject(statement.sql);
  const lacked = lackedByEngine(message);
  // A refused CREATE EXTENSION is itself what the engine lacks; anything else needs it.
  const own = lacked?.kind === 'extension' && object.kind === 'extension';
  const needs = lacked
    ? own
      ? undefined
      : lacked
    : neededSkip(statement, object, message, before);
  return {
    ...object,
    statement: statement.sql,
    message,
    ...(statement.table ? { table: statement.table } : {}),
    ...(needs ? { needs } : {}),
  };
}
