import type { Project } from '../../api/projects';
import { TOKEN_PATTERN } from '../../api/tokens';
import { VERSION_NAME_MAX } from '../../api/versionFields';
import { generateDbml } from '../../schema/dbml/writeDbml';
import { planMigration } from '../../schema/diff/planMigration';
import { generateScript } from '../../schema/generate/script';
import type { CatalogDump } from '../../schema/live';
import { reverseEngineer } from '../../schema/live';
import type { DiagramModel } from '../../schema/model';
import { dialectForDatabaseType, type SqlDialect } from '../../schema/sql/dialects';
import type { CliResult } from '../run';
import { parseRelataArgs, RELATA_USAGE, type RelataArgs } from './args';
import { RelataClient, RelataError, type HttpIo, type Server } from './client';
import { changeLines, compareDatabase, compareFile, type Comparison } from './comparison';
import { readSchemaFile } from './schemaFile';

/** What `login` keeps in the user's config file. */
export interface RelataConfig {
  url: string;
  token: string;
}

/**
 * The I/O the command needs, supplied by the bin (so this module stays free of the file system,
 * the terminal and the database drivers).
 */
export interface RelataIo extends HttpIo {
  env: Readonly<Record<string, string | undefined>>;
  readFile(path: string): Promise<string>;
  writeFile(path: string, text: string): Promise<void>;
  readStdin(): Promise<string>;
  stdinIsTty: boolean;
  /** The kept server and token, if `login` kept any. */
  loadConfig(): Promise<Partial<RelataConfig> | undefined>;
  /** Keeps them, readable by the user only; answers the file's path. */
  saveConfig(config: RelataConfig): Promise<string>;
  /** A live database's catalog from its URL (`diff --db`); rejects with a message on failure. */
  readLive(url: string): Promise<CatalogDump>;
}

/** What a command prints: text for people, a value for --json; notes go to standard error. */
interface Output {
  text: string;
  value: unknown;
  notes?: string[];
  exitCode?: number;
}

type Args<C extends RelataArgs['command']> = Extract<RelataArgs, { command: C }>;

/** A server URL as given: http(s), without a trailing slash. */
function serverUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new RelataError(`not a URL: ${url}`);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new RelataError(`the server's URL must start with http:// or https://`);
  if (parsed.username || parsed.password || parsed.search || parsed.hash)
    throw new RelataError(`give the server's URL without a user, query or fragment`);
  return parsed.href.replace(/\/+$/, '');
}

const readError = (path: string, error: unknown) =>
  new RelataError(`cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);

/** The server and token a command uses: --url, RELATA_URL or the kept URL; RELATA_TOKEN or the kept token. */
async function serverOf(args: RelataArgs, io: RelataIo): Promise<Server> {
  let url = args.url ?? io.env.RELATA_URL;
  let token = io.env.RELATA_TOKEN;
  // The config file is read only for what the command line and the environment leave out.
  if (!url || !token) {
    const kept = await io.loadConfig();
    url ??= kept?.url;
    token ??= kept?.token;
  }
  if (!url || !token)
    throw new RelataError(
      'not logged in: run relata login --url URL, or set RELATA_URL and RELATA_TOKEN',
    );
  // Checked before it goes into a header: a malformed one would be echoed in fetch's error.
  if (!TOKEN_PATTERN.test(token.trim()))
    throw new RelataError(
      `${io.env.RELATA_TOKEN ? 'RELATA_TOKEN' : 'the kept token'} is not a Relata access token (they start with relata_pat_)`,
    );
  return { url: serverUrl(url), token: token.trim() };
}

/** The project's dialect: its database type. */
const dialectOf = (project: Project): SqlDialect => dialectForDatabaseType(project.database_type);

async function login(args: Args<'login'>, io: RelataIo): Promise<Output> {
  const url = serverUrl(args.url ?? '');
  let token = io.env.RELATA_TOKEN;
  if (token === undefined) {
    if (io.stdinIsTty)
      throw new RelataError('pipe the token into standard input, or set RELATA_TOKEN');
    token = await io.readStdin();
  }
  token = token.trim();
  if (!TOKEN_PATTERN.test(token))
    throw new RelataError('that is not a Relata access token (they start with relata_pat_)');
  // The token is checked before it is kept: a mistyped one never lands in the config file.
  const projects = await new RelataClient(io, { url, token }).projects();
  const path = await io.saveConfig({ url, token });
  return {
    text: `Logged in to ${url}: the token reaches ${projects.length} project(s). Kept in ${path}.\n`,
    value: { url, projects: projects.length, config: path },
  };
}

async function listProjects(client: RelataClient): Promise<Output> {
  const projects = await client.projects();
  const rows = projects.map((p) => `${p.id}  ${p.database_type.padEnd(10)}  ${p.name}`);
  return {
    text: rows.length > 0 ? `${rows.join('\n')}\n` : 'No projects.\n',
    value: projects.map(({ id, name, description, database_type, created_at }) => ({
      id,
      name,
      description,
      database_type,
      created_at,
    })),
  };
}

async function pull(args: Args<'pull'>, client: RelataClient, io: RelataIo): Promise<Output> {
  const project = await client.project(args.project);
  const model = await client.diagram(project.id);
  const dialect = args.dialect ?? dialectOf(project);
  const text =
    args.format === 'json'
      ? `${JSON.stringify(model, null, 2)}\n`
      : args.format === 'dbml'
        ? generateDbml(model)
        : generateScript(model, dialect);
  const value = {
    project: { id: project.id, name: project.name },
    format: args.format,
    ...(args.format === 'sql' ? { dialect } : {}),
    tables: model.tables.length,
  };
  if (args.output === undefined) return { text, value: { ...value, text } };
  try {
    await io.writeFile(args.output, text);
  } catch (error) {
    throw new RelataError(
      `cannot write ${args.output}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  return {
    text: '',
    value: { ...value, file: args.output },
    notes: [`relata: wrote ${args.output} (${model.tables.length} tables)`],
  };
}

/** The project, its design and a schema file read against it (push and diff). */
async function fileAgainstProject(
  args: Args<'push'> | Args<'diff'>,
  file: string,
  client: RelataClient,
  io: RelataIo,
) {
  let text: string;
  try {
    text = await io.readFile(file);
  } catch (error) {
    throw readError(file, error);
  }
  const project = await client.project(args.project);
  const projectDialect = dialectOf(project);
  const read = readSchemaFile(text, file, projectDialect, args.dialect);
  if ('error' in read) throw new RelataError(`${read.error}; nothing was changed`);
  const design = await client.diagram(project.id);
  const dialect = args.dialect ?? projectDialect;
  const labels = { from: project.name, to: file };
  const comparison = compareFile(design, read.model, dialect, labels, read.format !== 'dbml');
  return { project, read, comparison };
}

/** The differences and the migration as printed, with what the lines' marks mean. */
function comparisonText(comparison: Comparison, from: string, to: string): string {
  const { changes, plan } = comparison;
  if (changes.length === 0) return `No differences between ${from} and ${to}.\n`;
  const statements = changes.filter((c) => c.group === 'statements').length;
  return [
    `${changes.length} difference(s) between ${from} and ${to} (+ only in ${to}, - only in ${from}, ~ changed):`,
    ...changeLines(changes).map((line) => `  ${line}`),
    '',
    plan.script +
      (statements > 0
        ? `-- Of the ${statements} statement(s) kept as written, the functions, procedures, triggers, sequences, extensions and events of this dialect are in this migration; others (grants, rules, comments, another dialect's) are not.\n`
        : ''),
  ].join('\n');
}

const comparisonValue = (comparison: Comparison) => ({
  differ: comparison.changes.length > 0,
  changes: comparison.changes.map(({ group, kind, label, detail }) => ({
    group,
    kind,
    label,
    ...(detail ? { detail } : {}),
  })),
  migration: comparison.plan.script,
  rollback: comparison.plan.rollback.script,
  destructive: comparison.plan.destructiveCount,
});

/** The version name a push saves: --message, or one naming the file. */
const pushVersionName = (args: Args<'push'>) =>
  (args.message?.trim() || `Push of ${args.file.split(/[\\/]/).pop()}`).slice(0, VERSION_NAME_MAX);

async function push(args: Args<'push'>, client: RelataClient, io: RelataIo): Promise<Output> {
  const { project, read, comparison } = await fileAgainstProject(args, args.file, client, io);
  const shown = comparisonText(comparison, `project "${project.name}"`, args.file);
  const value = { project: { id: project.id, name: project.name }, ...comparisonValue(comparison) };
  if (comparison.changes.length === 0)
    return { text: shown, value: { ...value, pushed: false }, notes: read.notes };
  if (args.dryRun)
    return {
      text: `${shown}\nDry run: nothing was changed.\n`,
      value: { ...value, pushed: false },
      notes: read.notes,
    };
  const name = pushVersionName(args);
  const answer = await client.push(project.id, {
    mode: 'push',
    model: comparison.pushed,
    version: { name },
  });
  return {
    text: `${shown}\nPushed ${comparison.changes.length} change(s) to "${project.name}" and saved version "${name}".\n`,
    value: {
      ...value,
      pushed: true,
      versionId: answer.versionId,
      beforeVersionId: answer.beforeVersionId,
    },
    notes: read.notes,
  };
}

async function diff(args: Args<'diff'>, client: RelataClient, io: RelataIo): Promise<Output> {
  if (args.file !== undefined) {
    const { project, read, comparison } = await fileAgainstProject(args, args.file, client, io);
    return {
      text: comparisonText(comparison, `project "${project.name}"`, args.file),
      value: { project: { id: project.id, name: project.name }, ...comparisonValue(comparison) },
      notes: read.notes,
      exitCode: comparison.changes.length > 0 ? 1 : 0,
    };
  }
  const project = await client.project(args.project);
  let dump: CatalogDump;
  try {
    dump = await io.readLive(args.db ?? '');
  } catch (error) {
    throw new RelataError(
      `cannot read the database: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  const database = reverseEngineer(dump);
  const design = await client.diagram(project.id);
  const label = `the ${dump.engine} database`;
  const comparison = compareDatabase(design, database.model, dump.engine, {
    from: label,
    to: project.name,
  });
  return {
    text: comparisonText(comparison, `project "${project.name}"`, label),
    value: { project: { id: project.id, name: project.name }, ...comparisonValue(comparison) },
    notes: database.errors.map(
      (e) => `relata: note: a statement of the database's schema could not be read: ${e.message}`,
    ),
    exitCode: comparison.changes.length > 0 ? 1 : 0,
  };
}

async function versions(args: Args<'versions'>, client: RelataClient): Promise<Output> {
  const project = await client.project(args.project);
  if (args.create !== undefined) {
    const saved = await client.createVersion(project.id, args.create);
    return { text: `Saved version "${saved.name}" (${saved.id}).\n`, value: saved };
  }
  const list = await client.versions(project.id);
  const rows = list.map(
    (v) =>
      `${v.id}  ${v.created_at.slice(0, 19).replace('T', ' ')}  ${v.name}${v.automatic ? '  (automatic)' : ''}`,
  );
  return { text: rows.length > 0 ? `${rows.join('\n')}\n` : 'No versions.\n', value: list };
}

/** A version a command names: `current` (the diagram now), its id, or its name. */
async function versionModel(
  client: RelataClient,
  projectId: string,
  wanted: string,
  list: { id: string; name: string }[],
): Promise<{ label: string; model: DiagramModel }> {
  if (wanted.toLowerCase() === 'current')
    return { label: 'the current diagram', model: await client.diagram(projectId) };
  const byId = list.find((v) => v.id === wanted);
  const named = list.filter((v) => v.name.trim().toLowerCase() === wanted.trim().toLowerCase());
  if (!byId && named.length > 1)
    throw new RelataError(`${named.length} versions are named "${wanted}"; give its id`);
  const found = byId ?? named[0];
  if (!found) throw new RelataError(`no version "${wanted}" in this project`);
  const version = await client.version(projectId, found.id);
  return { label: version.name, model: version.snapshot };
}

async function migrate(args: Args<'migrate'>, client: RelataClient): Promise<Output> {
  const project = await client.project(args.project);
  const list = await client.versions(project.id);
  const from = await versionModel(client, project.id, args.from, list);
  const to = await versionModel(client, project.id, args.to, list);
  const dialect = args.dialect ?? dialectOf(project);
  const plan = planMigration(from.model, to.model, dialect, { from: from.label, to: to.label });
  const chosen = args.rollback ? plan.rollback : plan;
  return {
    text: chosen.script,
    value: {
      dialect,
      from: from.label,
      to: to.label,
      script: chosen.script,
      destructive: chosen.destructiveCount,
    },
    notes:
      chosen.destructiveCount > 0
        ? [
            `relata: ${chosen.destructiveCount} destructive statement(s), marked -- DESTRUCTIVE in the script`,
          ]
        : [],
  };
}

async function run(args: RelataArgs, io: RelataIo): Promise<Output> {
  if (args.command === 'help') return { text: RELATA_USAGE, value: null };
  if (args.command === 'login') return login(args, io);
  const client = new RelataClient(io, await serverOf(args, io));
  switch (args.command) {
    case 'projects':
      return listProjects(client);
    case 'pull':
      return pull(args, client, io);
    case 'push':
      return push(args, client, io);
    case 'diff':
      return diff(args, client, io);
    case 'versions':
      return versions(args, client);
    case 'migrate':
      return migrate(args, client);
  }
}

/** Runs `relata` with its arguments (without `node` and the script path). */
export async function runRelata(argv: string[], io: RelataIo): Promise<CliResult> {
  const args = parseRelataArgs(argv);
  if ('error' in args) return { stdout: '', stderr: `relata: ${args.error}\n`, exitCode: 2 };
  try {
    const out = await run(args, io);
    const notes = out.notes && out.notes.length > 0 ? `${out.notes.join('\n')}\n` : '';
    return {
      stdout: args.json ? `${JSON.stringify(out.value, null, 2)}\n` : out.text,
      stderr: notes,
      exitCode: out.exitCode ?? 0,
    };
  } catch (error) {
    if (!(error instanceof RelataError)) throw error;
    return { stdout: '', stderr: `relata: ${error.message}\n`, exitCode: 2 };
  }
}
