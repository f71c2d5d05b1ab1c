import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CreatedToken, Diagram, Project } from '@relata/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { signUp } from './helpers/clients';
import { api, createProject, json } from './helpers/projects';
import { freshPostgresDatabase, startTestServer, type TestServer } from './helpers/testServer';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPO = path.resolve(HERE, '../../..');
const BIN = path.join(REPO, 'packages/core/bin/relata.mjs');
/** A real schema for the team's repository: Chinook, from the shared fixtures. */
const FIXTURE = path.resolve(REPO, '../shared/fixtures/ddl/chinook/postgresql.sql');
if (!fs.existsSync(FIXTURE) && process.env.CI === 'true')
  throw new Error('The DDL fixtures (../shared/fixtures/ddl) are missing; CI needs them');

/** The YAML blocks of docs/ci.md: the GitHub Actions workflow, then the GitLab CI file. */
const [github, gitlab] = [
  ...fs
    .readFileSync(path.join(REPO, 'docs/ci.md'), 'utf8')
    .matchAll(/^(`{3,})yaml\n([\s\S]*?)^\1$/gm),
].map((m) => parse(m[2] ?? '') as Record<string, unknown>);

/** The install step: what the test does instead is put the checkout's bin on PATH as `relata`. */
const INSTALL = 'npm install --global "$RELATA_CLI"';

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
type Jobs = Record<
  string,
  { if?: string; rules?: { if: string }[]; steps?: Step[]; script?: string[] }
>;

/** A shell script's result. */
interface Ran {
  code: number;
  out: string;
}

function sh(script: string, env: Record<string, string>, cwd: string): Promise<Ran> {
  return new Promise((resolve, reject) => {
    // GitHub runs `run:` with `bash -e {0}`; GitLab stops at the first failing line.
    const child = spawn('bash', ['-e', '-c', script], { env, cwd });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? -1, out }));
  });
}

describe.skipIf(!fs.existsSync(FIXTURE))('the CI files of docs/ci.md, run against a server', () => {
  let t: TestServer;
  let project: Project;
  let token: CreatedToken;
  let dir: string;
  let base: Record<string, string>;
  const schemaFile = () => path.join(dir, 'db/schema.sql');

  beforeAll(async () => {
    t = await startTestServer('pglite');
    const user = await signUp(t.url);
    project = await createProject(t.url, user, { name: 'Shop', database_type: 'postgresql' });
    const res = await api(t.url, user, 'POST', '/api/account/tokens', {
      name: 'GitHub Actions',
      expiresInDays: 90,
      scope: 'write',
      projectIds: [project.id],
    });
    token = await json<CreatedToken>(res);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'relata-ci-'));
    fs.mkdirSync(path.join(dir, 'db'));
    fs.mkdirSync(path.join(dir, 'bin'));
    fs.copyFileSync(FIXTURE, schemaFile());
    const relata = path.join(dir, 'bin/relata');
    fs.writeFileSync(relata, `#!/bin/sh\nexec "${process.execPath}" "${BIN}" "$@"\n`, {
      mode: 0o755,
    });
    base = {
      PATH: `${path.join(dir, 'bin')}:${process.env.PATH ?? ''}`,
      HOME: dir,
      RELATA_CLI: '(not used: relata is on PATH)',
    };
  });
  afterAll(async () => {
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  /** `${{ vars.X }}` and `${{ secrets.X }}` of the workflow, as the repository's settings give them. */
  const settings = (database = '') => ({
    RELATA_URL: t.url,
    RELATA_TOKEN: token.token,
    RELATA_CLI: base.RELATA_CLI!,
    PRODUCTION_DATABASE_URL: database,
  });
  const expand = (value: string, given: Record<string, string>) =>
    value.replace(
      /\$\{\{\s*(?:vars|secrets)\.(\w+)\s*\}\}/g,
      (_, name: string) => given[name] ?? '',
    );

  /** Runs a GitHub job's steps as the runner does; answers the last step's result and the files. */
  async function runGithubJob(name: string, database?: string) {
    const workflow = github as { env: Record<string, string>; jobs: Jobs };
    const given = settings(database);
    const env: Record<string, string> = { ...base, GITHUB_SHA: 'a1b2c3d4e5f6' };
    for (const [key, value] of Object.entries(workflow.env)) env[key] = expand(value, given);
    const summary = path.join(dir, `summary-${name}`);
    const output = path.join(dir, `output-${name}`);
    fs.writeFileSync(summary, '');
    fs.writeFileSync(output, '');
    let last: Ran = { code: 0, out: '' };
    for (const step of workflow.jobs[name]?.steps ?? []) {
      if (step.uses || step.run === INSTALL) continue;
      const stepEnv = Object.fromEntries(
        Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(v, given)]),
      );
      last = await sh(
        step.run ?? '',
        { ...env, ...stepEnv, GITHUB_STEP_SUMMARY: summary, GITHUB_OUTPUT: output },
        dir,
      );
      if (last.code !== 0) break;
    }
    return {
      ...last,
      summary: fs.readFileSync(summary, 'utf8'),
      output: fs.readFileSync(output, 'utf8'),
    };
  }

  /** Runs a GitLab job's script lines in one shell, with the project's CI/CD variables. */
  async function runGitlabJob(name: string, source: string, database?: string) {
    const file = gitlab as {
      default: { before_script: string[] };
      variables: Record<string, string>;
      [job: string]: unknown;
    };
    expect(file.default.before_script).toEqual([INSTALL]);
    const job = file[name] as { script: string[] };
    return sh(
      job.script.join('\n'),
      {
        ...base,
        ...settings(database),
        ...file.variables,
        CI_PIPELINE_SOURCE: source,
        CI_DEFAULT_BRANCH: 'main',
        CI_COMMIT_BRANCH: 'main',
        CI_COMMIT_SHORT_SHA: 'a1b2c3d4',
      },
      dir,
    );
  }

  const tables = async () =>
    (
      await json<Diagram>(
        await fetch(`${t.url}/api/projects/${project.id}/diagram`, {
          headers: { authorization: `Bearer ${token.token}` },
        }),
      )
    ).tables;

  it('runs each job on its event only', () => {
    const rules = Object.fromEntries(
      ['schema-push', 'schema-diff', 'schema-drift'].map((name) => [
        name,
        (gitlab?.[name] as { rules: { if: string }[] }).rules.map((rule) => rule.if),
      ]),
    );
    expect(rules).toEqual({
      'schema-push': ['$CI_PIPELINE_SOURCE == "push" && $CI_COMMIT_BRANCH == $CI_DEFAULT_BRANCH'],
      'schema-diff': ['$CI_PIPELINE_SOURCE == "merge_request_event"'],
      'schema-drift': ['$CI_PIPELINE_SOURCE == "schedule"'],
    });
    const jobs = (github as { jobs: Jobs }).jobs;
    expect(Object.fromEntries(Object.entries(jobs).map(([name, job]) => [name, job.if]))).toEqual({
      push: "github.event_name == 'push'",
      diff: "github.event_name == 'pull_request'",
      drift: "github.event_name == 'schedule'",
    });
  });

  it('GitHub Actions: push, change, diff shows it, push again, diff shows none, drift fails', async () => {
    const first = await runGithubJob('push');
    expect(first.code, first.out).toBe(0);
    expect(first.out).toContain('saved version "main a1b2c3d"');

    fs.appendFileSync(
      schemaFile(),
      '\nCREATE TABLE coupon (code varchar(20) PRIMARY KEY, percent integer NOT NULL);\n',
    );
    const changed = await runGithubJob('diff');
    expect(changed.code, changed.out).toBe(0);
    expect(changed.output).toBe('changed=true\n');
    expect(changed.summary).toContain('+ table coupon');
    expect(changed.summary).toContain('CREATE TABLE coupon (');

    const again = await runGithubJob('push');
    expect(again.code, again.out).toBe(0);
    const clean = await runGithubJob('diff');
    expect(clean.code, clean.out).toBe(0);
    expect(clean.output).toBe('changed=false\n');
    expect(clean.summary).toContain('No differences');

    // The nightly drift check, on a database made from the design and then changed by hand.
    const live = await freshPostgresDatabase();
    const db = new pg.Client({ connectionString: live.url });
    try {
      await db.connect();
      // Deployed from the design (the repository's file has psql's meta-commands in it).
      const design = await sh(
        'relata pull "$RELATA_PROJECT"',
        { ...base, ...settings(), RELATA_PROJECT: 'Shop' },
        dir,
      );
      expect(design.code, design.out).toBe(0);
      await db.query(design.out);
      const steady = await runGithubJob('drift', live.url);
      expect(steady.code, steady.out).toBe(0);
      await db.query('alter table coupon add column expires date');
      const drifted = await runGithubJob('drift', live.url);
      expect(drifted.code, drifted.out).toBe(1);
      expect(drifted.out).toContain('+ column coupon.expires');
      expect(drifted.out).toContain('ALTER TABLE coupon DROP COLUMN expires;');

      // GitLab: a merge request's change shown, merged and pushed, then the database lags behind.
      fs.appendFileSync(schemaFile(), 'CREATE TABLE gift_card (code varchar(20) PRIMARY KEY);\n');
      const request = await runGitlabJob('schema-diff', 'merge_request_event');
      expect(request.code, request.out).toBe(0);
      expect(fs.readFileSync(path.join(dir, 'schema-diff.txt'), 'utf8')).toContain(
        '+ table gift_card',
      );
      const pushed = await runGitlabJob('schema-push', 'push');
      expect(pushed.code, pushed.out).toBe(0);
      expect(pushed.out).toContain('saved version "main a1b2c3d4"');
      const merged = await runGitlabJob('schema-diff', 'merge_request_event');
      expect(merged.out).toContain('No differences');
      const nightly = await runGitlabJob('schema-drift', 'schedule', live.url);
      expect(nightly.code).toBe(1);
      expect(nightly.out).toContain('- table gift_card');
      expect(nightly.out).toContain('CREATE TABLE gift_card (');
    } finally {
      await db.end();
      await live.drop();
    }
    expect((await tables()).map((table) => table.name)).toContain('gift_card');
  });
});
