import type { Attribute, Cardinality } from '../schema/model';
import type { SqlDialect } from '../schema/sql/dialects';
import { DIALECT_NAMES, NAMING_HINTS, NAMING_RULES } from './columnTypes';

/** A table already on the canvas, as the generator sees it. */
export interface ExistingTable {
  id: string;
  name: string;
  attributes: Attribute[];
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A relationship already on the canvas. */
export interface ExistingRelationship {
  sourceTableId: string;
  targetTableId: string;
  sourceColumnId: string;
  targetColumnId: string;
  cardinality: Cardinality;
}

/** The project's canvas as generation input: what to reuse instead of duplicating. */
export interface ExistingDiagram {
  tables: ExistingTable[];
  relationships: ExistingRelationship[];
}

/** How many existing tables and columns per table the context lists before summarising the rest. */
const LISTED = { tables: 150, columns: 40, relationships: 300 } as const;

function describeColumn(a: Attribute): string {
  const flags = [a.isPrimaryKey ? 'primary key' : '', a.isForeignKey ? 'foreign key' : '']
    .filter(Boolean)
    .join(', ');
  return `${a.name} ${a.type || 'text'} [column id "${a.id}"${flags ? `, ${flags}` : ''}]`;
}

function describeTables(tables: ExistingTable[]): string[] {
  const lines = tables.slice(0, LISTED.tables).map((t) => {
    const cols = t.attributes.slice(0, LISTED.columns).map(describeColumn);
    const more = t.attributes.length - cols.length;
    return `- ${t.name} [table id "${t.id}"]: ${cols.join('; ')}${more > 0 ? `; and ${more} more columns` : ''}`;
  });
  const rest = tables.length - lines.length;
  return rest > 0 ? [...lines, `- and ${rest} more tables`] : lines;
}

function describeRelationships(diagram: ExistingDiagram): string[] {
  const tables = new Map(diagram.tables.map((t) => [t.id, t]));
  const column = (tableId: string, columnId: string) => {
    const t = tables.get(tableId);
    const c = t?.attributes.find((a) => a.id === columnId);
    return `${t?.name ?? '?'}.${c?.name ?? '?'}`;
  };
  return diagram.relationships
    .slice(0, LISTED.relationships)
    .map(
      (r) =>
        `- ${column(r.sourceTableId, r.sourceColumnId)} -> ${column(r.targetTableId, r.targetColumnId)} (${r.cardinality.toLowerCase()})`,
    );
}

/**
 * The context text of a generation request (spec 2 §5): the database type, naming hints, and the
 * existing tables and relationships so that the generator reuses them instead of duplicating.
 */
export function buildGenerationContext(dialect: SqlDialect, diagram: ExistingDiagram): string {
  const lines = [`Database type: ${DIALECT_NAMES[dialect]}.`, NAMING_HINTS[dialect], NAMING_RULES];
  if (diagram.tables.length === 0) {
    lines.push('The diagram has no tables yet.');
  } else {
    lines.push(
      'Existing tables (do not create them again; refer to them by their table id and column ids, and add no columns to them):',
      ...describeTables(diagram.tables),
    );
    const relationships = describeRelationships(diagram);
    lines.push(
      relationships.length > 0
        ? 'Existing relationships (do not repeat them):'
        : 'There are no relationships yet.',
      ...relationships,
    );
  }
  return lines.join('\n');
}
