import { Group, Select, Text, Textarea } from '@mantine/core';
import {
  catalogQuery,
  catalogScript,
  isLiveEngine,
  LIVE_ENGINES,
  readCatalogDump,
  type CatalogDump,
  type LiveEngine,
} from '@relata/core';
import { useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { CopyButton } from '../panel/CopyButton';
import { ScriptView } from '../panel/ScriptView';
import { SavedConnectionRead, type ConnectionRead } from './SavedConnectionRead';

/** The engines as the dialog names them. */
export const ENGINE_LABELS: Record<LiveEngine, string> = {
  postgresql: 'PostgreSQL',
  mysql: 'MySQL or MariaDB',
  sqlite: 'SQLite',
  mssql: 'SQL Server',
};

/** Where each engine's query is run, for the hint under it. */
const CLIENTS: Record<LiveEngine, string> = {
  postgresql: 'psql, pgAdmin or DBeaver',
  mysql: 'the mysql client, MySQL Workbench or DBeaver',
  sqlite: 'the sqlite3 shell or DB Browser for SQLite',
  mssql: 'sqlcmd, SSMS or Azure Data Studio',
};

/** A database read from a pasted catalog: its script in the engine's dialect, and what it is. */
export interface PastedDatabase {
  dump: CatalogDump;
  script: string;
}

/**
 * "PostgreSQL 15.20", "MariaDB 10.11.19": the engine and the version the dump says (its first
 * word: the rest is the build).
 */
export function databaseLabel(dump: CatalogDump): string {
  const version = dump.version.trim().split(/\s+/)[0] ?? '';
  const engine =
    dump.engine === 'mysql'
      ? /mariadb/i.test(dump.version)
        ? 'MariaDB'
        : 'MySQL'
      : ENGINE_LABELS[dump.engine];
  return `${engine} ${version.replace(/-mariadb.*$/i, '')}`.trim();
}

/**
 * The Import dialog's "From a database" tab (issue 38, item 1a): the catalog query of the chosen
 * engine with Copy, and the box for its result. The query reads only the catalog; the user runs it
 * in their own client, so the server needs no network. A pasted result is read at once: its script
 * (in the engine's dialect) goes to the dialog's import, or a message says what is wrong. A
 * project's saved connection (item 1c) reads the catalog through the server instead, the same way
 * on; typing in the box again goes back to what is pasted.
 */
export function DatabaseSource({
  databaseType,
  onRead,
}: {
  databaseType: string;
  onRead: (read: PastedDatabase | undefined) => void;
}) {
  const [engine, setEngine] = useState<LiveEngine>(
    isLiveEngine(databaseType) ? databaseType : 'postgresql',
  );
  const projectId = useParams().id ?? '';
  const [pasted, setPasted] = useState('');
  const [fromConnection, setFromConnection] = useState<ConnectionRead>();
  const reading = useMemo(() => {
    if (pasted.trim() === '') return undefined;
    const read = readCatalogDump(pasted);
    return 'error' in read ? read : { dump: read.dump, script: catalogScript(read.dump) };
  }, [pasted]);
  const connectionReading = useMemo(
    () =>
      fromConnection && { dump: fromConnection.dump, script: catalogScript(fromConnection.dump) },
    [fromConnection],
  );
  useEffect(
    () => onRead(connectionReading ?? (reading && 'dump' in reading ? reading : undefined)),
    [connectionReading, reading, onRead],
  );
  const query = catalogQuery(engine);
  return (
    <>
      <SavedConnectionRead projectId={projectId} onRead={setFromConnection} />
      <Group align="end" mb="xs" gap="sm">
        <Select
          label="Database"
          data={LIVE_ENGINES.map((value) => ({ value, label: ENGINE_LABELS[value] }))}
          value={engine}
          onChange={(v) => isLiveEngine(v) && setEngine(v)}
          allowDeselect={false}
          w={200}
        />
        <CopyButton text={query} />
      </Group>
      <Text size="sm" mb="xs" c="var(--relata-text-muted)">
        Run this query in {CLIENTS[engine]}, connected to the database, and paste its result below.
        It only reads the catalog, and changes nothing.
      </Text>
      <div style={{ maxHeight: 180, overflow: 'auto', marginBottom: 8 }}>
        <ScriptView text={query} label={`Catalog query for ${ENGINE_LABELS[engine]}`} />
      </div>
      <Textarea
        label="Query result"
        placeholder='{"relata_catalog": 1, ...}'
        // Not autosized: a large schema's catalog is megabytes of JSON on one line.
        rows={5}
        value={pasted}
        onChange={(e) => {
          setPasted(e.currentTarget.value);
          setFromConnection(undefined);
        }}
        styles={{ input: { fontFamily: 'monospace' } }}
        error={!fromConnection && reading && 'error' in reading ? reading.error : undefined}
        mb="sm"
      />
      {fromConnection ? (
        <Text size="sm" mb="sm" data-testid="database-read">
          Read from {fromConnection.connection} ({databaseLabel(fromConnection.dump)}).
        </Text>
      ) : (
        reading &&
        'dump' in reading && (
          <Text size="sm" mb="sm" data-testid="database-read">
            Read from {databaseLabel(reading.dump)}.
          </Text>
        )
      )}
    </>
  );
}
