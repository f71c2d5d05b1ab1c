import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { Loading } from '../../ui/Loading';
import { dialectForDatabaseType } from '@relata/core';
import { useState } from 'react';
import { useProjectContext } from '../../lib/project/useProjectContext';
import { useProfile } from '../../lib/session/useSession';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { useDiagram } from '../diagram';
import { PLAYGROUND_ENGINES, type PlaygroundEngine } from './engine/types';
import { SqlWorkspace } from './SqlWorkspace';

const ENGINE_LABELS: Record<PlaygroundEngine, string> = {
  postgresql: 'PostgreSQL (PGlite)',
  sqlite: 'SQLite',
};

const engineKey = (projectId: string) => `relata.sqlEngine.${projectId}`;

/** The engine a project's queries run on: its own, or for MySQL and MSSQL the one picked here. */
function useEngine(projectId: string, databaseType: string) {
  const dialect = dialectForDatabaseType(databaseType);
  const own = dialect === 'postgresql' || dialect === 'sqlite' ? dialect : undefined;
  const [picked, setPicked] = useState<PlaygroundEngine>(() => {
    const stored = localStorage.getItem(engineKey(projectId));
    return stored === 'sqlite' ? 'sqlite' : 'postgresql';
  });
  const pick = (engine: PlaygroundEngine) => {
    setPicked(engine);
    localStorage.setItem(engineKey(projectId), engine);
  };
  return { engine: own ?? picked, translated: own === undefined, dialect, pick };
}

const DIALECT_NAMES: Record<string, string> = { mysql: 'MySQL', mssql: 'MSSQL' };

/**
 * The SQL editor (issue 20): the current diagram as a real database in this browser, filled with
 * sample data, to query before anyone builds it. PostgreSQL projects run on PGlite, SQLite
 * projects on SQLite; MySQL and MSSQL projects pick one, with the schema translated by Relata's
 * generator. Neither engine is part of any other page.
 */
export function SqlEditorPage() {
  useDocumentTitle('SQL Editor');
  const project = useProjectContext();
  const profile = useProfile();
  const diagram = useDiagram(project.id);
  const { engine, translated, dialect, pick } = useEngine(project.id, project.database_type);

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="end" gap="sm" wrap="wrap">
        <Title order={1}>SQL Editor</Title>
        {translated && (
          <SegmentedControl
            aria-label="Engine"
            value={engine}
            onChange={(v) => pick(v === 'sqlite' ? 'sqlite' : 'postgresql')}
            data={PLAYGROUND_ENGINES.map((e) => ({ value: e, label: ENGINE_LABELS[e] }))}
          />
        )}
      </Group>
      <Text size="sm" c="dimmed" data-testid="engine-line">
        {translated
          ? `Queries run on ${ENGINE_LABELS[engine]} with the ${DIALECT_NAMES[dialect] ?? dialect} schema translated by Relata's generator.`
          : `Queries run on ${ENGINE_LABELS[engine]}.`}{' '}
        They run in this browser only; the server keeps the text of saved queries, never data.
      </Text>
      {diagram.data && profile ? (
        <SqlWorkspace
          key={engine}
          project={project}
          userId={profile.id}
          model={diagram.data}
          engine={engine}
        />
      ) : diagram.isError ? (
        <Text c="red">The diagram could not be loaded.</Text>
      ) : (
        <Group justify="center" p="xl">
          <Loading label="Loading the diagram" />
        </Group>
      )}
    </Stack>
  );
}
