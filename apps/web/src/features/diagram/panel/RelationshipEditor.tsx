import { NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import {
  CARDINALITIES,
  DEFERRABILITIES,
  REFERENTIAL_ACTIONS,
  type DbEntity,
  type DbRelationship,
} from '@relata/core';
import { showApiError } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import { saveRelationshipEdit, type RelationshipFields } from '../actions/steps';
import { useSavedDraft } from './useSavedDraft';

/** Props of RelationshipEditor. */
export interface RelationshipEditorProps {
  relationship: DbRelationship;
  tables: readonly DbEntity[];
  readOnly: boolean;
}

/** "users.id": a relationship end as the panel names it. */
function endName(tables: readonly DbEntity[], tableId: string, columnId: string): string {
  const table = tables.find((t) => t.id === tableId);
  const column = table?.attributes.find((a) => a.id === columnId);
  return `${table?.name || 'Unnamed Table'}.${column?.name ?? '?'}`;
}

const CARDINALITY_LABELS: Record<(typeof CARDINALITIES)[number], string> = {
  ONE_TO_MANY: 'One to many',
  MANY_TO_ONE: 'Many to one',
  ONE_TO_ONE: 'One to one',
  MANY_TO_MANY: 'Many to many',
};

/**
 * The Editor tab for a selected relationship line: its name, cardinality, ON DELETE, ON UPDATE and
 * deferrability, each an undoable edit (PATCH relationships/:id). Its ends stay fixed (spec 2).
 */
export function RelationshipEditor({ relationship, tables, readOnly }: RelationshipEditorProps) {
  const { context, record } = useDispatcher();
  const save = (label: string, fields: RelationshipFields) =>
    record(() => saveRelationshipEdit(context().ops, label, relationship.id, fields)).catch(
      showApiError,
    );
  const name = useSavedDraft(relationship.name, (v) =>
    save('Rename Relationship', { name: v.trim() }),
  );
  const select = (
    label: string,
    key: 'onDelete' | 'onUpdate' | 'deferrable',
    options: readonly string[],
    value: string,
  ) => (
    <NativeSelect
      size="xs"
      label={label}
      data={[...options]}
      value={value}
      disabled={readOnly}
      onChange={(e) => void save(`Edit Relationship ${label}`, { [key]: e.currentTarget.value })}
    />
  );
  return (
    <Stack gap="xs" p={12} data-testid="relationship-editor">
      <Text size="sm" fw={600}>
        Relationship
      </Text>
      <Text size="xs" c="dimmed">
        From {endName(tables, relationship.sourceTableId, relationship.sourceColumnId)} to{' '}
        {endName(tables, relationship.targetTableId, relationship.targetColumnId)}
      </Text>
      <TextInput
        size="xs"
        label="Relationship name"
        placeholder="Generated when empty"
        value={name.value}
        readOnly={readOnly}
        onChange={(e) => name.change(e.currentTarget.value)}
      />
      <NativeSelect
        size="xs"
        label="Cardinality"
        data={CARDINALITIES.map((c) => ({ value: c, label: CARDINALITY_LABELS[c] }))}
        value={relationship.cardinality}
        disabled={readOnly}
        onChange={(e) =>
          void save('Edit Cardinality', {
            cardinality: e.currentTarget.value as DbRelationship['cardinality'],
          })
        }
      />
      {select('ON DELETE', 'onDelete', REFERENTIAL_ACTIONS, relationship.onDelete ?? 'NO ACTION')}
      {select('ON UPDATE', 'onUpdate', REFERENTIAL_ACTIONS, relationship.onUpdate ?? 'NO ACTION')}
      {select(
        'Deferrable',
        'deferrable',
        DEFERRABILITIES,
        relationship.deferrable ?? 'NOT DEFERRABLE',
      )}
    </Stack>
  );
}
