/**
 * What a drawing reads of a diagram: the fields core's stored `Diagram` (api/diagram.ts) and its
 * `DiagramModel` (schema/model.ts) have in common, so either can be drawn as it is.
 */
import type { Cardinality } from '../model';

/** A column: its name, type and the flags its row shows. */
export interface SvgColumn {
  id: string;
  name: string;
  type: string;
  isNullable: boolean;
  isPrimaryKey: boolean;
  isForeignKey: boolean;
  isUnique: boolean;
}

/** A table: its place, columns, colour and the constraints behind the UQ / IX / CK marks. */
export interface SvgTable {
  id: string;
  name: string;
  x: number;
  y: number;
  /** The stored width; the drawn one is at least this (drawnTableSize). */
  width?: number;
  attributes: readonly SvgColumn[];
  /** A palette colour (name or stored hex) or `#rgb` / `#rrggbb`; anything else draws the default. */
  color?: string | undefined;
  uniques?: readonly { columnIds: readonly string[] }[] | undefined;
  indexes?:
    readonly { unique: boolean; parts: readonly { columnId?: string | undefined }[] }[] | undefined;
  checks?: readonly { expression: string; columnId?: string | undefined }[] | undefined;
}

/** A relationship between two tables' columns. */
export interface SvgRelationship {
  sourceTableId: string;
  targetTableId: string;
  sourceColumnId: string;
  targetColumnId: string;
  cardinality: Cardinality;
}

/** A sticky note; a model's comment has no size and is drawn at the canvas's least (200 x 60). */
export interface SvgComment {
  text: string;
  x: number;
  y: number;
  width?: number;
  height?: number;
}

/** A view: a read-only box with its column names, and dashed lines to the tables it reads. */
export interface SvgView {
  schema?: string | undefined;
  name: string;
  materialized?: boolean | undefined;
  columnNames?: readonly string[] | undefined;
  tableIds?: readonly string[] | undefined;
  x: number;
  y: number;
}

/** A subject area: a named, coloured rectangle, or its tables (by id) for one drawn around them. */
export interface SvgArea {
  name: string;
  color?: string | undefined;
  tables?: readonly string[] | undefined;
  x?: number | undefined;
  y?: number | undefined;
  width?: number | undefined;
  height?: number | undefined;
}

/** A diagram to draw: a stored `Diagram` or a `DiagramModel`. */
export interface SvgDiagram {
  tables: readonly SvgTable[];
  relationships: readonly SvgRelationship[];
  comments?: readonly SvgComment[] | undefined;
  views?: readonly SvgView[] | undefined;
  areas?: readonly SvgArea[] | undefined;
}
