import {
  Button,
  FileButton,
  Group,
  List,
  Modal,
  SegmentedControl,
  Select,
  Tabs,
  Text,
  Textarea,
} from '@mantine/core';
import {
  SQL_DIALECTS,
  withAttributeDefaults,
  type DiagramModel,
  type DiagramModelInput,
  type ImportDiagnostic,
  type UnresolvedReference,
} from '@relata/core';
import { memo, useCallback, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { projectPath } from '../../../lib/project/projectPath';
import { confirm } from '../../../lib/confirm/confirmStore';
import { showApiError, toast } from '../../../lib/toast/toast';
import { useDispatcher } from '../actions/dispatch';
import { useEditor } from '../store/editorStore';
import { useDatabaseRead } from '../database/databaseRead';
import { databaseLabel, DatabaseSource, type PastedDatabase } from '../database/DatabaseSource';
import classes from './ImportDialog.module.css';
import { importSummary, unresolvedHeading } from './importSummary';
import { forgetImports, warmImportWorker, type ParsedImport } from './parseImport';
import { useScriptReader } from './useScriptReader';

/** The formats a script is read as: a SQL dialect, DBML, or a Prisma schema (issue 40). */
const FORMATS = ['auto', ...SQL_DIALECTS, 'dbml', 'prisma'];
/** How the Dialect select names a format. */
const FORMAT_LABELS: Record<string, string> = { auto: 'Detect', prisma: 'Prisma' };
/** The script is read in the background this long after the last change of text or dialect. */
const PREPARSE_DELAY_MS = 300;
/**
 * Longest script whose box grows with it. Autosize lays the text out a second time in a hidden
 * copy: for the 2.7 MB script of 10 000 tables that doubled the time until it showed (20 s
 * instead of 10 s in headless Chromium on a busy machine); a longer script keeps 16 rows.
 */
const AUTOSIZE_MAX_CHARS = 256 * 1024;

/**
 * Longest script shown in the box unasked. A longer one (an opened dump of thousands of tables) is
 * summed up instead: laying out megabytes of text took seconds each time the page was drawn again
 * (the Replace question opening over it, say), and such a script is read, not edited, here.
 */
export const LONG_SCRIPT_CHARS = 512 * 1024;

/** "2.5 MB, 48 213 lines": the size of a script too long to show. */
export function scriptSize(text: string): string {
  let lines = 1;
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) lines += 1;
  const mb = (text.length / (1024 * 1024)).toFixed(1);
  return `${mb} MB, ${lines.toLocaleString('en-US')} ${lines === 1 ? 'line' : 'lines'}`;
}

/**
 * The script box, memoised: its autosize measures the whole text on every render (about 0.3 s
 * for a script of 1000 tables), so the form's busy and problem states must not render it again.
 * A script longer than LONG_SCRIPT_CHARS is summed up until the user asks to see it.
 */
const ScriptInput = memo(function ScriptInput({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const [showLong, setShowLong] = useState(false);
  if (value.length > LONG_SCRIPT_CHARS && !showLong) {
    return (
      <div
        role="group"
        aria-label="SQL or DBML"
        data-testid="script-summary"
        className={classes.summary}
      >
        <Text size="sm" fw={500}>
          SQL or DBML
        </Text>
        <Text size="sm" c="dimmed" mb="xs">
          A long script ({scriptSize(value)}): it is not shown, to keep the page quick, and is
          imported as it is.
        </Text>
        <Group gap="xs">
          <Button variant="default" size="xs" onClick={() => setShowLong(true)}>
            Show the script
          </Button>
          <Button variant="default" size="xs" onClick={() => onChange('')}>
            Clear
          </Button>
        </Group>
      </div>
    );
  }
  return (
    <Textarea
      label="SQL or DBML"
      placeholder="CREATE TABLE ..."
      {...(value.length <= AUTOSIZE_MAX_CHARS
        ? { autosize: true, minRows: 8, maxRows: 16 }
        : { autosize: false, rows: 16 })}
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      mb="sm"
      styles={{ input: { fontFamily: 'monospace' } }}
    />
  );
});

/** The references an import could not resolve (issue 36, item 3), each with its line and why. */
function UnresolvedList({ unresolved }: { unresolved: readonly UnresolvedReference[] }) {
  return (
    <div role="alert" data-testid="import-unresolved">
      <Text size="sm" fw={600}>
        {unresolvedHeading(unresolved)}, so {unresolved.length === 1 ? 'it is' : 'they are'} not in
        the diagram:
      </Text>
      <List size="sm" mah={140} style={{ overflow: 'auto' }}>
        {unresolved.map((u, i) => (
          <List.Item key={i}>
            {u.reference} (line {u.line}): {u.reason}
          </List.Item>
        ))}
      </List>
    </div>
  );
}

/** Where an import comes from: a script, or a live database's catalog (issue 38, item 1a). */
type ImportSource = 'script' | 'database';

function ImportForm({ databaseType, onClose }: { databaseType: string; onClose: () => void }) {
  const { context } = useDispatcher();
  const navigate = useNavigate();
  const projectId = useParams().id ?? '';
  const setDatabaseRead = useDatabaseRead((s) => s.set);
  const [source, setSource] = useState<ImportSource>('script');
  const [typed, setTyped] = useState('');
  const [chosenFormat, setFormat] = useState('auto');
  const [database, setDatabase] = useState<PastedDatabase>();
  const onDatabaseRead = useCallback((read: PastedDatabase | undefined) => setDatabase(read), []);
  // A database's catalog is imported as its script, in its engine's dialect.
  const fromDatabase = source === 'database';
  const text = fromDatabase ? (database?.script ?? '') : typed;
  const format = fromDatabase ? (database?.dump.engine ?? 'auto') : chosenFormat;
  const setText = setTyped;
  const [mode, setMode] = useState<'add' | 'replace'>('add');
  const [problems, setProblems] = useState<ImportDiagnostic[]>([]);
  const [unresolved, setUnresolved] = useState<UnresolvedReference[]>([]);
  const [busy, setBusy] = useState(false);
  // What was last imported while the dialog stayed open (to list what it could not read or
  // link): importing it again would add its tables twice, so Import waits for a change.
  const [imported, setImported] = useState<string>();
  const current = JSON.stringify([text, format, mode]);
  const readScript = useScriptReader(format, databaseType, mode);
  useEffect(() => {
    warmImportWorker();
    return forgetImports;
  }, []);
  useEffect(() => {
    if (text.trim() === '') return;
    const timer = setTimeout(() => {
      readScript(text).catch(() => undefined);
    }, PREPARSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, readScript]);
  // An opened file is read at once; typing waits for a pause.
  const handleFile = (script: string) => {
    setText(script);
    if (script.trim() !== '') readScript(script).catch(() => undefined);
  };
  // Several files are one Prisma schema split in files (Prisma reads them as one), in name order;
  // a .prisma file is read as Prisma.
  const handleFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const sorted = [...files].sort((a, b) => a.name.localeCompare(b.name));
    const texts = await Promise.all(sorted.map((f) => f.text()));
    if (sorted.some((f) => f.name.endsWith('.prisma'))) setFormat('prisma');
    handleFile(texts.join('\n'));
  };
  const submit = async () => {
    // Replacing asks at once, while the worker may still be reading: the user's answer and the
    // reading overlap. A reading that finds nothing to import withdraws the question.
    const reading = readScript(text);
    const withdraw = new AbortController();
    const replacing =
      mode === 'replace' &&
      confirm({
        kind: 'delete',
        title: 'Replace diagram',
        message:
          'Replace every table, relationship and comment of this diagram with the imported ones?',
        confirmLabel: 'Replace',
        signal: withdraw.signal,
      });
    setBusy(true);
    let result: ParsedImport;
    try {
      result = await reading;
    } catch (error) {
      withdraw.abort();
      throw error;
    } finally {
      setBusy(false);
    }
    setProblems(result.errors);
    setUnresolved(result.unresolved);
    if (result.tables === 0 && result.comments === 0) {
      withdraw.abort();
      return;
    }
    if (replacing && !(await replacing)) return;
    setBusy(true);
    try {
      let modelJson = await result.modelJson;
      // A newer reading (the mode or dialect changed meanwhile) replaced this one before its JSON
      // was written: this import reads again.
      while (modelJson === null) {
        result = await readScript(text, true);
        modelJson = await result.modelJson;
      }
      const counts = await context().ops.importModel(mode, modelJson, await result.modelGzip);
      toast.show({ title: 'Imported', message: importSummary(counts, result.unresolved) });
      // What was imported comes into view (issue 36, item 4), beside what was there or alone.
      if (result.bounds) context().fitView(result.bounds);
      if (result.errors.length === 0 && result.unresolved.length === 0) onClose();
      else setImported(current);
    } catch (error) {
      showApiError(error);
    } finally {
      setBusy(false);
    }
  };
  /** Reads the pasted database and opens its comparison with the diagram (issue 38, item 2). */
  const compare = async () => {
    if (!database) return;
    setBusy(true);
    try {
      const read = await readScript(text);
      const json = await read.modelJson;
      if (json === null) return;
      const parsed = JSON.parse(json) as DiagramModelInput;
      setDatabaseRead({
        projectId,
        // The worker's JSON leaves out the columns' fields at their defaults.
        model: { ...(parsed as DiagramModel), ...withAttributeDefaults(parsed) },
        engine: database.dump.engine,
        label: `Database (${databaseLabel(database.dump)})`,
      });
      onClose();
      void navigate(`${projectPath(projectId)}/visualizer?compare=database`);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Tabs
        value={source}
        onChange={(v) => setSource(v === 'database' ? 'database' : 'script')}
        mb="sm"
      >
        <Tabs.List>
          <Tabs.Tab value="script">Script</Tabs.Tab>
          <Tabs.Tab value="database">From a database</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      {fromDatabase ? (
        <DatabaseSource databaseType={databaseType} onRead={onDatabaseRead} />
      ) : (
        <ScriptInput value={text} onChange={setText} />
      )}
      <Group mb="sm" align="end">
        {!fromDatabase && (
          <FileButton
            onChange={(files) => void handleFiles(files)}
            accept=".sql,.dbml,.prisma,.txt"
            multiple
          >
            {(props) => (
              <Button variant="default" {...props}>
                Open file
              </Button>
            )}
          </FileButton>
        )}
        {/* The value is one of FORMATS; 'auto' is resolved before parsing. */}
        {!fromDatabase && (
          <Select
            label="Dialect"
            data={FORMATS.map((f) => ({ value: f, label: FORMAT_LABELS[f] ?? f }))}
            value={format}
            onChange={(v) => v && setFormat(v)}
            allowDeselect={false}
            w={150}
          />
        )}
        <SegmentedControl
          value={mode}
          onChange={(v) => setMode(v === 'replace' ? 'replace' : 'add')}
          data={[
            { value: 'add', label: 'Add to diagram' },
            { value: 'replace', label: 'Replace diagram' },
          ]}
        />
      </Group>
      {problems.length > 0 && (
        <div role="alert" data-testid="import-problems">
          <Text size="sm" c="red" fw={600}>
            Statements that could not be read:
          </Text>
          <List size="sm" mah={140} style={{ overflow: 'auto' }}>
            {problems.map((p, i) => (
              <List.Item key={i}>
                Line {p.line}: {p.message}
              </List.Item>
            ))}
          </List>
        </div>
      )}
      {unresolved.length > 0 && <UnresolvedList unresolved={unresolved} />}
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          {imported === undefined ? 'Cancel' : 'Close'}
        </Button>
        {fromDatabase && (
          <Button variant="default" disabled={!database || busy} onClick={() => void compare()}>
            Compare with diagram
          </Button>
        )}
        <Button
          loading={busy}
          disabled={text.trim() === '' || imported === current}
          onClick={() => void submit()}
        >
          Import
        </Button>
      </Group>
    </>
  );
}

/**
 * The Import dialog: paste or open SQL, DBML or a Prisma schema, detect or choose the dialect, add
 * or replace (confirmed).
 */
export function ImportDialog({ databaseType }: { databaseType: string }) {
  const open = useEditor((s) => s.dialog === 'import');
  const set = useEditor((s) => s.set);
  const close = () => set({ dialog: undefined });
  return (
    <Modal
      opened={open}
      onClose={close}
      title="Import"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      // Opens as every dialog does, closes at once: after an import the canvas draws thousands of
      // tables, and a fade-out's frames would wait for that work (about 0.2 s more at 10 000).
      transitionProps={{ duration: 200, transition: 'fade-down', exitDuration: 0 }}
    >
      {open && <ImportForm databaseType={databaseType} onClose={close} />}
    </Modal>
  );
}
