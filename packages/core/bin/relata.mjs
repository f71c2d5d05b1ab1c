#!/usr/bin/env node
// relata: reaches a Relata server with a personal access token: projects, pull, push, diff (with a
// file or a live database), versions and migrations, for a team's repository and CI.
// @relata/core is TypeScript source, so tsx (a dependency of @relata/core) loads it on plain Node.
import { register } from 'tsx/esm/api';

register();
const { runRelata } = await import('../src/cli/relata/index.ts');
const { nodeIo } = await import('../src/cli/relata/nodeIo.ts');

try {
  const result = await runRelata(process.argv.slice(2), nodeIo());
  if (result.stdout) process.stdout.write(result.stdout);
  if (result.stderr) process.stderr.write(result.stderr);
  process.exitCode = result.exitCode;
} catch (error) {
  // Whatever the command did not foresee is still one line, never a stack.
  process.stderr.write(`relata: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 2;
}
