import { Alert, Button, Group, Kbd, Text } from '@mantine/core';
import type { DiagramModel, Project, SavedQuerySummary } from '@relata/core';
import {
  IconBulb,
  IconDeviceFloppy,
  IconPlayerPlay,
  IconPlayerStop,
  IconRestore,
} from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { confirm } from '../../lib/confirm/confirmStore';
import { roleOf } from '../../lib/project/roles';
import { toast } from '../../lib/toast/toast';
import { BuildStatus } from './BuildStatus';
import type { PlaygroundEngine, RowCounts } from './engine/types';
import {
  historyKey,
  readHistory,
  withRun,
  writeHistory,
  type HistoryEntry,
} from './model/queryHistory';
import { readRowCounts, writeRowCounts } from './model/rowCounts';
import { runSql, statementsToRun, type RunMode, type RunOutcome } from './model/runSql';
import { QueryLists } from './QueryLists';
import { QueryNameDialog } from './QueryNameDialog';
import { ResultsGrid } from './results/ResultsGrid';
import { SampleRowsControl } from './SampleRowsControl';
import { SqlCodeEditor, type SqlCodeEditorHandle } from './SqlCodeEditor';
import classes from './SqlEditor.module.css';
import { usePlayground } from './usePlayground';
import { fetchSavedQuery, useSavedQueries, useSavedQueryActions } from './useSavedQueries';
import { Hint } from '../../ui/hint/Hint';

/** What the editor opens with when the user has not written anything yet. */
const FIRST_QUERY = (model: DiagramModel) => {
  const first = model.tables[0];
  if (!first) return '';
  const name = first.schema ? `${first.schema}.${first.name}` : first.name;
  return `SELECT *\nFROM ${/^[a-z_][a-z0-9_]*(\.[a-z_][a-z0-9_]*)?$/.test(name) ? name : `"${name}"`}\nLIMIT 100;\n`;
};

/**
 * The SQL editor's workspace on one engine (issue 20): the playground database built from the
 * diagram, the query editor, the results, the saved queries and the history. Queries run in
 * this browser only; the server keeps the texts of saved queries, nothing else.
 */
export function SqlWorkspace({
  project,
  userId,
  model,
  engine,
}: {
  project: Project;
  userId: string;
  model: DiagramModel;
  engine: PlaygroundEngine;
}) {
  const canWrite = roleOf(project) !== 'Viewer';
  const [rows, setRows] = useState<RowCounts>(() => readRowCounts(project.id));
  const playground = usePlayground(engine, model, rows);
  const editor = useRef<SqlCodeEditorHandle>(null);
  const [text, setText] = useState(() => FIRST_QUERY(model));
  const [outcome, setOutcome] = useState<RunOutcome>();
  const [running, setRunning] = useState(false);
  const key = historyKey(userId, project.id);
  const [history, setHistory] = useState<HistoryEntry[]>(() => readHistory(key));
  const saved = useSavedQueries(project.id);
  const actions = useSavedQueryActions(project.id);
  const [naming, setNaming] = useState<{ query?: SavedQuerySummary } | undefined>();
  const queryClient = useQueryClient();

  const completion = useMemo(() => {
    const schema: Record<string, string[]> = {};
    for (const t of model.tables) {
      const columns = t.attributes.map((a) => a.name);
      schema[t.schema ? `${t.schema}.${t.name}` : t.name] = columns;
    }
    return schema;
  }, [model]);

  const ready = playground.status.state === 'ready';

  const run = useCallback(
    async (mode: RunMode) => {
      const handle = editor.current;
      if (!handle || running) return;
      const source = handle.text();
      const statements = statementsToRun(source, handle.selection(), mode, engine);
      if (statements.length === 0) return;
      handle.markError(null);
      setRunning(true);
      try {
        const result = await runSql(source, statements, mode, playground.query);
        setOutcome(result);
        if (result.ok === false) handle.markError(result.at);
        if (result.ok !== 'empty') {
          const ran = statements.map((s) => source.slice(s.from, s.to)).join(';\n');
          const next = withRun(history, {
            sql: mode === 'explain' ? `EXPLAIN ${ran}` : ran,
            at: new Date().toISOString(),
            engine,
            ok: result.ok === true,
          });
          setHistory(next);
          writeHistory(key, next);
        }
      } finally {
        setRunning(false);
      }
    },
    [engine, history, key, playground.query, running],
  );

  const open = (sql: string) => {
    editor.current?.setText(sql);
    editor.current?.focus();
  };

  const openSaved = async (query: SavedQuerySummary) => {
    try {
      open((await fetchSavedQuery(queryClient, project.id, query)).sql);
    } catch {
      toast.show({
        title: 'Error',
        message: `"${query.name}" could not be opened.`,
        type: 'error',
      });
    }
  };

  const saveName = async (name: string): Promise<boolean> => {
    try {
      if (naming?.query) {
        await actions.update.mutateAsync({ queryId: naming.query.id, patch: { name } });
        toast.show({ title: 'Query renamed', message: `"${name}" was renamed.` });
      } else {
        await actions.create.mutateAsync({ name, sql: editor.current?.text() ?? text });
        toast.show({ title: 'Query saved', message: `"${name}" was saved.` });
      }
      return true;
    } catch {
      return false;
    }
  };

  const handleDelete = async (query: SavedQuerySummary) => {
    const ok = await confirm({
      kind: 'delete',
      title: 'Delete Query',
      message: `Delete the saved query "${query.name}"? This cannot be undone.`,
      confirmLabel: 'Delete Query',
    });
    if (ok) actions.remove.mutate(query.id);
  };

  const tables = useMemo(() => model.tables.map((t) => ({ id: t.id, name: t.name })), [model]);

  return (
    <div className={classes.workspace}>
      <div className={classes.main}>
        <BuildStatus
          status={playground.status}
          stale={playground.stale}
          projectId={project.id}
          engine={engine}
          onRebuild={() => void playground.rebuild()}
        />
        <Group gap="xs" wrap="wrap" className={classes.toolbar}>
          <Hint
            label={
              <>
                Run the statement at the cursor <Kbd>Ctrl</Kbd>+<Kbd>Enter</Kbd>
              </>
            }
          >
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden="true" />}
              disabled={!ready || running}
              onClick={() => void run('statement')}
            >
              Run
            </Button>
          </Hint>
          <Hint
            label={
              <>
                Run the whole script <Kbd>Ctrl</Kbd>+<Kbd>Shift</Kbd>+<Kbd>Enter</Kbd>
              </>
            }
          >
            <Button
              variant="default"
              disabled={!ready || running}
              onClick={() => void run('script')}
            >
              Run all
            </Button>
          </Hint>
          {engine === 'postgresql' && (
            <Button
              variant="default"
              leftSection={<IconBulb size={16} aria-hidden="true" />}
              disabled={!ready || running}
              onClick={() => void run('explain')}
            >
              Explain
            </Button>
          )}
          {running && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconPlayerStop size={16} aria-hidden="true" />}
              onClick={() => {
                playground.stop();
                setRunning(false);
              }}
            >
              Stop
            </Button>
          )}
          <div style={{ flex: 1 }} />
          {canWrite && (
            <Button
              variant="default"
              leftSection={<IconDeviceFloppy size={16} aria-hidden="true" />}
              disabled={text.trim() === ''}
              onClick={() => setNaming({})}
            >
              Save query
            </Button>
          )}
          <SampleRowsControl
            counts={rows}
            tables={tables}
            onApply={(next) => {
              setRows(next);
              writeRowCounts(project.id, next);
            }}
          />
          <Hint label="Back to the built schema and its sample data">
            <Button
              variant="default"
              leftSection={<IconRestore size={16} aria-hidden="true" />}
              disabled={playground.status.state !== 'ready'}
              onClick={() => void playground.reset().then(() => setOutcome(undefined))}
            >
              Reset
            </Button>
          </Hint>
        </Group>
        <div className={classes.editor}>
          <SqlCodeEditor
            ref={editor}
            initialText={text}
            engine={engine}
            schema={completion}
            onChange={setText}
            onRun={(kind) => void run(kind)}
          />
        </div>
        <section className={classes.results} aria-label="Results">
          {outcome === undefined || outcome.ok === 'empty' ? (
            <Text size="sm" c="dimmed" p="sm">
              Press Run or Ctrl+Enter to run the statement at the cursor.
            </Text>
          ) : outcome.ok ? (
            <ResultsGrid
              result={{
                columns: outcome.result.columns,
                rows: outcome.result.rows,
                rowCount: outcome.result.rowCount,
                ms: outcome.ms,
                ...(outcome.result.returnsRows ? {} : { affected: outcome.result.rowCount }),
                ...(outcome.statements > 1
                  ? {
                      notice: `${outcome.statements} statements ran; the last one's result is shown.`,
                    }
                  : {}),
              }}
            />
          ) : (
            <Alert color="red" title="Query failed" data-testid="query-error">
              <Text size="sm">{outcome.message}</Text>
              <Text size="xs" c="dimmed">{`Line ${outcome.line}, column ${outcome.column}`}</Text>
            </Alert>
          )}
        </section>
      </div>
      <aside className={classes.side} aria-label="Queries">
        <QueryLists
          saved={saved}
          history={history}
          canWrite={canWrite}
          onOpen={open}
          onOpenSaved={(query) => void openSaved(query)}
          onRename={(query) => setNaming({ query })}
          onDelete={(query) => void handleDelete(query)}
        />
      </aside>
      {canWrite && (
        <QueryNameDialog
          opened={naming !== undefined}
          title={naming?.query ? 'Rename query' : 'Save query'}
          submitLabel={naming?.query ? 'Rename' : 'Save query'}
          initialName={naming?.query?.name ?? ''}
          busy={actions.create.isPending || actions.update.isPending}
          onClose={() => setNaming(undefined)}
          onSubmit={saveName}
        />
      )}
    </div>
  );
}
