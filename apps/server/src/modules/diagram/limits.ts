/**
 * The caps of a whole diagram (issue 35, item 3; core's diagramLimits.ts): a stored diagram is
 * measured with one SQL statement of counts and text lengths (never read or serialized whole),
 * and only when a change grows it.
 */
import {
  COLUMN_DEFAULT_FIELDS,
  COLUMN_DEFAULTS_BYTES,
  DIAGRAM_LIMITS,
  type DiagramLimits,
  type DiagramSize,
  EMPTY_DIAGRAM_SIZE,
  exceededDiagramLimit,
  STORED_ITEM_BYTES,
} from '@relata/core';
import { sql, type Kysely } from 'kysely';
import type { Config } from '../../config';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Trx } from './stored';

/** What the checks read of the services' dependencies: the server's caps, when configured. */
export interface LimitDeps {
  config?: Pick<Config, 'diagramLimits'> | undefined;
}

/** The caps in force: the server's, else core's. */
export const limitsOf = (deps: LimitDeps): DiagramLimits =>
  deps.config?.diagramLimits ?? DIAGRAM_LIMITS;

type Row = Record<
  'tables' | 'columns' | 'relationships' | 'comments' | 'types' | 'views' | 'extra' | 'areas',
  string | number | null
> &
  Record<'table_bytes' | 'present_default_bytes' | 'text_bytes', string | number | null>;

/**
 * The bytes of the default fields a table's stored columns hold (a column not at its default
 * holds that field, so GET /diagram does not add it): each field's key counted in the columns'
 * text, times what the field adds.
 */
const presentDefaultBytes = sql.join(
  COLUMN_DEFAULT_FIELDS.map(
    ({ key, bytes }) =>
      sql`(octet_length(attributes::text) - octet_length(replace(attributes::text, ${key}, '')))
        / ${key.length} * ${bytes}`,
  ),
  sql` + `,
);

/** The JSON of an optional text field's key when it is present: `,"comment":""` is 13 bytes. */
const KEY_BYTES = Object.fromEntries(
  ['schema', 'comment', 'color', 'onDelete', 'onUpdate', 'deferrable'].map((key) => [
    key,
    `,${JSON.stringify(key)}:""`.length,
  ]),
) as Record<'schema' | 'comment' | 'color' | 'onDelete' | 'onUpdate' | 'deferrable', number>;

/**
 * A stored diagram's size: its counts, and its JSON estimated from the lengths of its stored text
 * plus each item's fixed part (keys, ids, numbers) and each column's fields left at their default,
 * as GET /diagram writes it. `octet_length` of json and text reads the stored length without
 * decompressing; counting columns and their default fields reads each table's columns, about
 * 50 ms for 10 000 tables of 10 columns.
 */
export async function measureStoredDiagram(
  db: Trx | Kysely<Database>,
  projectId: string,
): Promise<DiagramSize> {
  const { rows } = await sql<Row>`
    select e.tables, e.columns, e.table_bytes, e.present_default_bytes, r.relationships, c.comments, t.types, v.views,
      x.extra, a.areas,
      coalesce(r.bytes, 0) + coalesce(c.bytes, 0) + coalesce(t.bytes, 0) + coalesce(v.bytes, 0)
        + coalesce(x.bytes, 0) + coalesce(a.bytes, 0) as text_bytes
    from
      (select count(*) as tables, coalesce(sum(json_array_length(attributes)), 0) as columns,
         coalesce(sum(octet_length(attributes::text) + octet_length(details::text)
           + octet_length(name) + octet_length(schema_name) + octet_length(comment)
           + octet_length(color) + (schema_name <> '')::int * ${KEY_BYTES.schema}
           + (comment <> '')::int * ${KEY_BYTES.comment}
           + (color <> '')::int * ${KEY_BYTES.color}), 0) as table_bytes,
         coalesce(sum(${presentDefaultBytes}), 0) as present_default_bytes
       from db_entities where project_id = ${projectId}) e,
      (select count(*) as relationships, sum(octet_length(name) + octet_length(source_column_id)
         + octet_length(target_column_id)
         + coalesce(octet_length(on_delete) + ${KEY_BYTES.onDelete}, 0)
         + coalesce(octet_length(on_update) + ${KEY_BYTES.onUpdate}, 0)
         + coalesce(octet_length(deferrability) + ${KEY_BYTES.deferrable}, 0)) as bytes
       from db_relationships where project_id = ${projectId}) r,
      (select count(*) as comments, sum(octet_length(text)) as bytes
       from db_comments where project_id = ${projectId}) c,
      (select count(*) as types, sum(octet_length(name) + octet_length(schema_name)
         + octet_length(details::text)) as bytes
       from db_types where project_id = ${projectId}) t,
      (select count(*) as views, sum(octet_length(name) + octet_length(schema_name)
         + octet_length(query) + octet_length(dialect) + octet_length(details::text)) as bytes
       from db_views where project_id = ${projectId}) v,
      (select count(*) as extra, sum(octet_length(sql) + coalesce(octet_length(name), 0)
         + octet_length(kind) + octet_length(dialect)) as bytes
       from db_extra_sql where project_id = ${projectId}) x,
      (select count(*) as areas, sum(octet_length(name) + coalesce(octet_length(color), 0)) as bytes
       from db_areas where project_id = ${projectId}) a`.execute(db);
  const row = rows[0];

  const n = (v: string | number | null | undefined) => Number(v ?? 0);
  const size: DiagramSize = {
    tables: n(row?.tables),
    columns: n(row?.columns),
    relationships: n(row?.relationships),
    comments: n(row?.comments),
    types: n(row?.types),
    views: n(row?.views),
    extraSql: n(row?.extra),
    bytes: 0,
  };
  size.bytes =
    n(row?.table_bytes) +
    n(row?.text_bytes) +
    size.tables * STORED_ITEM_BYTES.table +
    size.columns * COLUMN_DEFAULTS_BYTES -
    n(row?.present_default_bytes) +
    size.relationships * STORED_ITEM_BYTES.relationship +
    size.comments * STORED_ITEM_BYTES.comment +
    (size.types + size.views + size.extraSql + n(row?.areas)) * STORED_ITEM_BYTES.other;
  return size;
}

/** A 413 naming the limit a change would pass. */
const tooLarge = (message: string) => new AppError(413, 'payload_too_large', message);

/**
 * Refuses (413) a change that would take the diagram, of size `before`, past a cap with `growth`.
 * A replacing import passes the empty size: it is judged on its own.
 */
export function checkDiagramSize(
  deps: LimitDeps,
  before: DiagramSize,
  growth: Partial<DiagramSize>,
  change: string,
): void {
  const message = exceededDiagramLimit(before, growth, limitsOf(deps), change);
  if (message) throw tooLarge(message);
}

/**
 * After a write in `trx` that grew the diagram by `growth`, refuses it (413, the transaction rolls
 * back) if the diagram is now past a cap it grew. Nothing is measured when nothing grew (moves,
 * deletions, shorter text). Concurrent edits are not serialized for this: what two edits at once
 * may add is far below the room the bytes cap leaves under a version's limit.
 */
export async function checkDiagramGrowth(
  trx: Trx,
  deps: LimitDeps,
  projectId: string,
  growth: Partial<DiagramSize>,
): Promise<void> {
  if (!Object.values(growth).some((v) => v > 0)) return;
  const after = await measureStoredDiagram(trx, projectId);
  const before = { ...EMPTY_DIAGRAM_SIZE };
  for (const key of Object.keys(before) as Array<keyof DiagramSize>)
    before[key] = after[key] - (growth[key] ?? 0);
  checkDiagramSize(deps, before, growth, 'this change');
}
