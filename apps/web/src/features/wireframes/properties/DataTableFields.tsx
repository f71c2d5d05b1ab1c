import { Select, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { columnsFromText, fitRows, rowsFromText, rowsToText } from '../model/tableText';
import type { Wire } from '../model/types';
import { useWireProjectId } from '../store/projectContext';
import { ColorField } from './ColorField';
import { CommitTextInput } from './CommitTextInput';
import { useCommit } from './useCommit';
import { useDiagramTables } from './useDiagramTables';

/** Props of DataTableFields. */
export interface DataTableFieldsProps {
  wire: Wire;
  disabled: boolean;
}

/** A data table's columns (typed or from a diagram table), rows, and header and body styling. */
export function DataTableFields({ wire, disabled }: DataTableFieldsProps) {
  const commit = useCommit(wire);
  const [asked, setAsked] = useState(false);
  const { data: tables = [] } = useDiagramTables(useWireProjectId(), asked);
  const p = wire.properties;
  const columns = p.columns ?? [];
  const fromTable = (id: string | null) => {
    const table = tables.find((t) => t.id === id);
    if (!table) return;
    const names = table.attributes.map((a) => a.name);
    commit({
      properties: {
        columns: names,
        rows: fitRows(p.rows ?? [], names.length),
        sourceTableId: table.id,
      },
    });
  };
  return (
    <>
      <Select
        label="Columns from diagram table"
        size="xs"
        placeholder={asked && tables.length === 0 ? 'The diagram has no tables' : 'Choose a table'}
        data={tables.map((t) => ({ value: t.id, label: t.name }))}
        value={p.sourceTableId ?? null}
        disabled={disabled}
        onDropdownOpen={() => setAsked(true)}
        onFocus={() => setAsked(true)}
        onChange={fromTable}
        searchable
      />
      <CommitTextInput
        label="Columns"
        description="One per line"
        multiline
        value={columns.join('\n')}
        disabled={disabled}
        onCommit={(v) => {
          const next = columnsFromText(v);
          commit({
            properties: {
              columns: next,
              rows: fitRows(p.rows ?? [], next.length),
              sourceTableId: null,
            },
          });
        }}
      />
      <CommitTextInput
        label="Rows"
        description="One per line, cells separated by |"
        multiline
        value={rowsToText(p.rows ?? [])}
        disabled={disabled}
        onCommit={(v) => commit({ properties: { rows: rowsFromText(v, columns.length) } })}
      />
      <SimpleGrid cols={2} spacing="xs">
        <ColorField
          label="Header background"
          value={p.headerBackgroundColor}
          disabled={disabled}
          onCommit={(v) => commit({ properties: { headerBackgroundColor: v } })}
        />
        <ColorField
          label="Header text"
          value={p.headerColor}
          disabled={disabled}
          onCommit={(v) => commit({ properties: { headerColor: v } })}
        />
        <ColorField
          label="Body background"
          value={p.bodyBackgroundColor}
          disabled={disabled}
          onCommit={(v) => commit({ properties: { bodyBackgroundColor: v } })}
        />
        <ColorField
          label="Body text"
          value={p.bodyColor}
          disabled={disabled}
          onCommit={(v) => commit({ properties: { bodyColor: v } })}
        />
      </SimpleGrid>
    </>
  );
}
