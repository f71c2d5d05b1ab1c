import { Badge, Code, Group, List, Text } from '@mantine/core';
import type { DbExtraSql } from '@relata/core';
import classes from './panes.module.css';

const NOTE = /^-- Note: (.*)$/;

/** The generator's notes in a script: what it changed or left out, and why. */
export function scriptNotes(script: string): string[] {
  return script.split('\n').flatMap((line) => {
    const note = NOTE.exec(line)?.[1];
    return note === undefined ? [] : [note];
  });
}

/** The generator's notes, listed under the script. */
export function ScriptNotes({ script }: { script: string }) {
  const notes = scriptNotes(script);
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
