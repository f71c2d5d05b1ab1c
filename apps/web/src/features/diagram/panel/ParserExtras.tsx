import { Badge, Code, Group, List, Text } from '@mantine/core';
import { notesOf, type DbExtraSql, type ScriptFormat } from '@relata/core';
import classes from './panes.module.css';

/** The generator's notes, listed under the script (core's notesOf: `-- Note:` or `// Note:`). */
export function ScriptNotes({ script, format }: { script: string; format: ScriptFormat }) {
  const notes = notesOf(script, format);
  if (notes.length === 0) return null;
  return (
    <section aria-label="Generator notes" style={{ marginTop: 12 }}>
      <Text size="sm" fw={600} mb={4}>
        Notes
      </Text>
      <List size="xs" spacing={2}>
        {notes.map((n, i) => (
          <List.Item key={i}>{n}</List.Item>
        ))}
      </List>
    </section>
  );
}

/**
 * The project's statements the model does not represent (functions, triggers, ...): kind, name
 * and dialect, the SQL behind a disclosure. They are written back in their own dialect only.
 */
export function ExtraSqlList({ statements }: { statements: readonly DbExtraSql[] }) {
  if (statements.length === 0) return null;
  return (
    <section aria-label="Extra SQL" style={{ marginTop: 12 }}>
      <Text size="sm" fw={600} mb={4}>
        Extra SQL ({statements.length})
      </Text>
      {statements.map((s) => (
        <details key={s.id} className={classes.extra} data-testid="extra-sql">
          <summary>
            <Group gap={6} component="span" wrap="nowrap" className={classes.extraTitle}>
              <Badge size="xs" variant="light">
                {s.kind}
              </Badge>
              <Text size="xs" component="span" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
                {s.name ?? '(unnamed)'}
              </Text>
              <Text size="xs" component="span" c="dimmed">
                {s.dialect}
              </Text>
            </Group>
          </summary>
          <Code block className={classes.extraSql}>
            {s.sql}
          </Code>
        </details>
      ))}
    </section>
  );
}
