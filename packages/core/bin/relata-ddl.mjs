#!/usr/bin/env node
// relata-ddl: converts schemas between SQL dialects, DBML, CAP CDS and the diagram's JSON, and
// reads live databases' schemas (pull).
// @relata/core is TypeScript source, so tsx (installed at the repository root) loads it on plain Node.
import { readFile } from 'node:fs/promises';
import { register } from 'tsx/esm/api';

register();
const { runCli } = await import('../src/cli/index.ts');

/** A live database's catalog from its URL, the password from the URL or the engine's variable. */
async function readLive(url) {
  // The drivers load only for `pull`, so convert and diff start as fast as before.
  const { parseDatabaseUrl, readLiveCatalog } = await import('../src/connect/index.ts');
  const target = parseDatabaseUrl(url, process.env);
  if ('error' in target) throw new Error(target.error);
  return readLiveCatalog(target);
}

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

const result = await runCli(process.argv.slice(2), {
  readFile: (path) => readFile(path, 'utf8'),
  readStdin,
  stdinIsTty: Boolean(process.stdin.isTTY),
  readLive,
});
if (result.stdout) process.stdout.write(result.stdout);
if (result.stderr) process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
