import type { DictionaryRef, DictionaryRelationship } from '@relata/core';
import { DetailTable } from './DetailTable';
import { RefLink } from './RefLink';
import { listText, relationshipKind, relationshipName } from '@relata/core';

/** Props of RelationshipTable. */
export interface RelationshipTableProps {
  /** The table's anchor id: the heading's id is made from it. */
  anchor: string;
  /** `out`: the table's foreign keys; `in`: other tables' foreign keys to it. */
  side: 'out' | 'in';
  relationships: DictionaryRelationship[];
}

/** The other table of a relationship, linked, with its columns. */
function OtherTable({ other }: { other: DictionaryRef & { columns: string[] } }) {
  return (
    <>
      <RefLink to={other} /> ({listText(other.columns)})
    </>
  );
}

/**
 * A table's relationships out (its foreign keys, each linking the table it references) or in
 * (the tables referencing it, linked): columns, kind and the ON DELETE / ON UPDATE actions.
 */
export function RelationshipTable({ anchor, side, relationships }: RelationshipTableProps) {
  const out = side === 'out';
  return (
    <DetailTable
      id={`${anchor}-relationships-${side}`}
      title={out ? 'Relationships out' : 'Relationships in'}
      headers={[
        'Foreign key',
        out ? 'Columns' : 'From table',
        out ? 'References' : 'Columns',
        'Kind',
        'On delete',
        'On update',
      ]}
      rows={relationships.map((r, i) => ({
        key: String(i),
        cells: [
          relationshipName(r),
          out ? listText(r.from.columns) : <OtherTable other={r.from} />,
          out ? <OtherTable other={r.to} /> : listText(r.to.columns),
          relationshipKind(r),
          r.onDelete,
          r.onUpdate,
        ],
      }))}
    />
  );
}
