import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Code,
  Group,
  Paper,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconArrowUp, IconTrash, IconX } from '@tabler/icons-react';
import type { CreateTypeBodyInput, DbType, UpdateTypeBodyInput } from '@relata/core';
import { useState } from 'react';
import { showApiError } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import { lifeStep, saveTypeEdit } from '../actions/steps';
import type { DiagramOps } from '../api/diagramOps';
import { typeName } from '../model/typeName';
import { useSavedDraft } from './useSavedDraft';

/** A name like `base`, `base_2`, ... that no type of the project has yet. */
function freeName(types: readonly DbType[], base: string): string {
  const taken = new Set(types.map((t) => t.name.toLowerCase()));
  let name = base;
  for (let n = 2; taken.has(name); n++) name = `${base}_${n}`;
  return name;
}

/** What re-creates a type: its fields without id, project and version. */
function createFields(type: DbType): CreateTypeBodyInput {
  const { id: _id, project_id: _project, version: _version, ...fields } = type;
  return fields;
}

/** The fields of `after` that differ from the stored type (what a save sends). */
function changedFields(type: DbType, after: UpdateTypeBodyInput): UpdateTypeBodyInput {
  const stored = type as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(after).filter(([k, v]) => JSON.stringify(stored[k]) !== JSON.stringify(v)),
  );
}

/** Creates a type as an undoable step: undo deletes it, redo creates it again. */
async function createStep(ops: DiagramOps, fields: CreateTypeBodyInput) {
  const type = await ops.createType(fields);
  return lifeStep(
    'Add Type',
    false,
    { id: type.id },
    () => ops.createType(fields),
    (id) => ops.deleteType(id),
  );
}

/** Deletes a type as an undoable step: undo creates it again as it was. */
async function deleteStep(ops: DiagramOps, type: DbType) {
  await ops.deleteType(type.id);
  return lifeStep(
    'Delete Type',
    true,
    { id: type.id },
    () => ops.createType(createFields(type)),
    (id) => ops.deleteType(id),
  );
}

/**
 * The project's Types tab (issue 16): enums with ordered values and domains with base type, NOT
 * NULL, default and check, created, edited and deleted as undoable edits; other types read-only
 * with their SQL. Column type fields offer these names.
 */
export function TypesPanel({ types, readOnly }: { types: readonly DbType[]; readOnly: boolean }) {
  const { context, record } = useDispatcher();
  const run = (step: (ops: DiagramOps) => ReturnType<typeof createStep>) =>
    record(() => step(context().ops)).catch(showApiError);
  const save = (type: DbType, after: UpdateTypeBodyInput) => {
    const changes = changedFields(type, after);
    return Object.keys(changes).length > 0
      ? run((ops) => saveTypeEdit(ops, 'Edit Type', type.id, changes))
      : undefined;
  };
  return (
    <Stack gap="xs" p={12} data-testid="types-panel">
      {!readOnly && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              void run((ops) =>
                createStep(ops, { name: freeName(types, 'new_enum'), kind: 'enum', values: [] }),
              )
            }
          >
            Add enum
          </Button>
          <Button
            size="xs"
            variant="light"
            onClick={() =>
              void run((ops) =>
                createStep(ops, {
                  name: freeName(types, 'new_domain'),
                  kind: 'domain',
                  baseType: 'text',
                }),
              )
            }
          >
            Add domain
          </Button>
        </Group>
      )}
      {types.length === 0 && (
        <Text size="sm" c="dimmed">
          No types yet. Enums and domains defined here can be used as column types.
        </Text>
      )}
      {types.map((type) => (
        <Paper key={type.id} withBorder p={6} data-testid="type-editor" data-name={type.name}>
          <Group gap={6} mb={4} wrap="nowrap">
            <Badge size="xs" variant="light">
              {type.kind}
            </Badge>
            <Text size="sm" fw={600} ff="monospace" style={{ flex: 1, overflowWrap: 'anywhere' }}>
              {typeName(type)}
            </Text>
            {!readOnly && (
              <ActionIcon
                variant="subtle"
                color="red"
                size="sm"
                aria-label={`Delete type ${type.name}`}
                onClick={() => void run((ops) => deleteStep(ops, type))}
              >
                <IconTrash size={14} />
              </ActionIcon>
            )}
          </Group>
          {type.kind === 'enum' && (
            <EnumFields type={type} readOnly={readOnly} onSave={(a) => save(type, a)} />
          )}
          {type.kind === 'domain' && (
            <DomainFields type={type} readOnly={readOnly} onSave={(a) => save(type, a)} />
          )}
          {type.kind === 'other' && (
            <Code block style={{ whiteSpace: 'pre-wrap' }}>
              {type.sql ?? ''}
            </Code>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

/** Props of the fields of one type. */
interface TypeFieldsProps {
  type: DbType;
  readOnly: boolean;
  /** Saves the type's fields; settles once the answer is in the cache (nothing to save: none). */
  onSave: (after: UpdateTypeBodyInput) => Promise<unknown> | undefined;
}

/** An enum's name and its values in order: edit, move up, remove, add. */
function EnumFields({ type, readOnly, onSave }: TypeFieldsProps) {
  const { value, change } = useSavedDraft({ name: type.name, values: type.values ?? [] }, (v) =>
    v.name.trim() ? onSave({ name: v.name, values: v.values }) : undefined,
  );
  const values = value.values;
  const setValues = (next: string[], now = false) => change({ ...value, values: next }, now);
  return (
    <>
      <TextInput
        size="xs"
        label="Type name"
        value={value.name}
        readOnly={readOnly}
        onChange={(e) => change({ ...value, name: e.currentTarget.value })}
        mb={4}
      />
      <Text size="xs" fw={600} mb={2}>
        Values
      </Text>
      {values.map((label, i) => (
        <Group key={i} gap={4} mb={4} wrap="nowrap">
          <TextInput
            size="xs"
            aria-label={`Value ${i + 1}`}
            value={label}
            readOnly={readOnly}
            onChange={(e) => setValues(values.map((v, j) => (j === i ? e.currentTarget.value : v)))}
            style={{ flex: 1 }}
          />
          {!readOnly && i > 0 && (
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Move value ${i + 1} up`}
              onClick={() =>
                setValues(
                  [...values.slice(0, i - 1), label, values[i - 1] ?? '', ...values.slice(i + 1)],
                  true,
                )
              }
            >
              <IconArrowUp size={14} />
            </ActionIcon>
          )}
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Remove value ${i + 1}`}
              onClick={() =>
                setValues(
                  values.filter((_, j) => j !== i),
                  true,
                )
              }
            >
              <IconX size={14} />
            </ActionIcon>
          )}
        </Group>
      ))}
      {!readOnly && <NewValue onAdd={(v) => setValues([...values, v], true)} />}
    </>
  );
}

/** The field and button that add a value to an enum. */
function NewValue({ onAdd }: { onAdd: (value: string) => void }) {
  const [value, setValue] = useState('');
  const add = () => {
    if (!value.trim()) return;
    onAdd(value.trim());
    setValue('');
  };
  return (
    <Group gap={4} wrap="nowrap">
      <TextInput
        size="xs"
        aria-label="New value"
        placeholder="New value"
        value={value}
        onChange={(e) => setValue(e.currentTarget.value)}
        onKeyDown={(e) => e.key === 'Enter' && add()}
        style={{ flex: 1 }}
      />
      <Button size="xs" variant="light" onClick={add} disabled={!value.trim()}>
        Add value
      </Button>
    </Group>
  );
}

/** A domain's name, base type, NOT NULL, default and (first) check. */
function DomainFields({ type, readOnly, onSave }: TypeFieldsProps) {
  const [first, ...otherChecks] = type.checks ?? [];
  const { value, change } = useSavedDraft(
    {
      name: type.name,
      baseType: type.baseType ?? '',
      notNull: type.notNull ?? false,
      defaultValue: type.defaultValue ?? '',
      check: first?.expression ?? '',
    },
    (v) => {
      if (!v.name.trim() || !v.baseType.trim()) return undefined;
      const check = v.check.trim();
      return onSave({
        name: v.name,
        baseType: v.baseType,
        notNull: v.notNull,
        defaultValue: v.defaultValue.trim() ? v.defaultValue : null,
        checks: check
          ? [{ name: first?.name ?? '', expression: check }, ...otherChecks]
          : otherChecks.length > 0
            ? otherChecks
            : null,
      });
    },
  );
  const text = (label: string, key: 'name' | 'baseType' | 'defaultValue' | 'check') => (
    <TextInput
      size="xs"
      label={label}
      value={value[key]}
      readOnly={readOnly}
      ff={key === 'name' ? undefined : 'monospace'}
      onChange={(e) => change({ ...value, [key]: e.currentTarget.value })}
    />
  );
  return (
    <Stack gap={4}>
      {text('Type name', 'name')}
      {text('Base type', 'baseType')}
      <Checkbox
        size="xs"
        label="NOT NULL"
        checked={value.notNull}
        disabled={readOnly}
        onChange={(e) => change({ ...value, notNull: e.currentTarget.checked }, true)}
      />
      {text('Default', 'defaultValue')}
      {text('Check', 'check')}
    </Stack>
  );
}
