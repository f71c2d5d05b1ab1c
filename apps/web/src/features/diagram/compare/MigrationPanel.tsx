import { Alert, Button, Group, SegmentedControl, Select, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { isSqlDialect, planMigration, SQL_DIALECTS, type SqlDialect } from '@relata/core';
import { useMemo, useState } from 'react';
import type { Diagram } from '../model/diagramCache';
import { CopyButton } from '../panel/CopyButton';
import { ScriptView } from '../panel/ScriptView';
import { downloadBlob } from '../export/download';

const DIALECT_LABELS: Record<SqlDialect, string> = {
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  sqlite: 'SQLite',
  mssql: 'MSSQL',
};

/** Props of MigrationPanel. */
export interface MigrationPanelProps {
  before: Diagram;
  after: Diagram;
  /** The dialect shown first: the project's database type. */
  defaultDialect: SqlDialect;
  fromLabel: string;
  toLabel: string;
  /** The downloaded file's name without `.sql`; `-rollback` and the dialect are added. */
  fileStem: string;
}

/** Saves a script as a file the browser downloads. */
const download = (text: string, filename: string) =>
  downloadBlob(new Blob([text], { type: 'application/sql' }), filename);

/**
 * The migration of a comparison (issue 19, item 3): the forward script or the rollback in each
 * dialect, its destructive statements named above it and flagged in it, with copy and download.
 */
export function MigrationPanel({
  before,
  after,
  defaultDialect,
  fromLabel,
  toLabel,
  fileStem,
}: MigrationPanelProps) {
  const [dialect, setDialect] = useState<SqlDialect>(defaultDialect);
  const [direction, setDirection] = useState<'forward' | 'rollback'>('forward');
  const plan = useMemo(
    () => planMigration(before, after, dialect, { from: fromLabel, to: toLabel }),
    [before, after, dialect, fromLabel, toLabel],
  );
  const shown = direction === 'forward' ? plan : plan.rollback;
  const destructive = shown.statements.filter((s) => s.destructive);
  const title = direction === 'forward' ? 'Migration' : 'Rollback';
  return (
    <div style={{ padding: 12 }}>
      <Group mb="sm" align="end" gap="sm">
        <Select
          label="Dialect"
          data={SQL_DIALECTS.map((value) => ({ value, label: DIALECT_LABELS[value] }))}
          value={dialect}
          allowDeselect={false}
          onChange={(v) => v && isSqlDialect(v) && setDialect(v)}
          w={150}
        />
        <SegmentedControl
          aria-label="Direction"
          value={direction}
          onChange={(v) => setDirection(v === 'rollback' ? 'rollback' : 'forward')}
          data={[
            { value: 'forward', label: 'Migration' },
            { value: 'rollback', label: 'Rollback' },
          ]}
        />
      </Group>
      <Group mb="sm" gap="sm">
        <CopyButton text={shown.script} />
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() =>
            download(
              shown.script,
              `${fileStem}${direction === 'rollback' ? '-rollback' : ''}.${dialect}.sql`,
            )
          }
        >
          Download .sql
        </Button>
      </Group>
      <Text size="sm" mb="xs" c="var(--relata-text-muted)">
        {shown.statements.length === 0
          ? 'No statements: the schemas are the same.'
          : `${shown.statements.length} statement${shown.statements.length === 1 ? '' : 's'}${
              plan.dialect === 'mysql'
                ? ', each committed on its own (MySQL cannot roll back DDL)'
                : ', in one transaction'
            }.`}
      </Text>
      {destructive.length > 0 && (
        <Alert
          color="red"
          mb="sm"
          title={`${destructive.length} destructive statement${destructive.length === 1 ? '' : 's'}: back up the data first`}
        >
          <ul style={{ margin: 0, paddingLeft: 18 }}>
            {destructive.map((s, i) => (
              <li key={i}>{s.destructive}</li>
            ))}
          </ul>
        </Alert>
      )}
      <ScriptView text={shown.script} label={`${title} in ${DIALECT_LABELS[dialect]}`} />
    </div>
  );
}
