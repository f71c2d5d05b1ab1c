import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { RelataConfig, RelataIo } from './run';

/** $RELATA_CONFIG, else $XDG_CONFIG_HOME/relata/config.json, else ~/.config/relata/config.json. */
export function configPath(env: Readonly<Record<string, string | undefined>>): string {
  return (
    env.RELATA_CONFIG ??
    join(env.XDG_CONFIG_HOME || join(homedir(), '.config'), 'relata', 'config.json')
  );
}

/** A live database's catalog from its URL, the password from the URL or the engine's variable. */
async function readLive(url: string, env: Readonly<Record<string, string | undefined>>) {
  // The drivers load only for `diff --db`.
  const { parseDatabaseUrl, readLiveCatalog } = await import('../../connect/index');
  const target = parseDatabaseUrl(url, env);
  if ('error' in target) throw new Error(target.error);
  return readLiveCatalog(target);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The command's I/O on Node: files, standard input, the config file (mode 0600 in a 0700
 * folder), fetch, gzip and the live-database drivers. The bin runs with it; tests run the command
 * in-process with it and their own environment.
 */
export function nodeIo(env: Readonly<Record<string, string | undefined>> = process.env): RelataIo {
  const path = configPath(env);
  return {
    env,
    fetch,
    gzip: promisify(gzip),
    readFile: (file) => readFile(file, 'utf8'),
    writeFile: (file, text) => writeFile(file, text),
    readStdin,
    stdinIsTty: Boolean(process.stdin.isTTY),
    async loadConfig() {
      let text: string;
      try {
        text = await readFile(path, 'utf8');
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') return undefined;
        throw error;
      }
      try {
        return JSON.parse(text) as Partial<RelataConfig>;
      } catch {
        throw new Error(`${path} is not JSON: run relata login again`);
      }
    },
    async saveConfig(config) {
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      // Written with mode 0600 and set so again: a file that existed keeps its mode on a write.
      await writeFile(path, `${JSON.stringify(config, null, 2)}\n`, { mode: 0o600 });
      await chmod(path, 0o600);
      return path;
    },
    readLive: (url) => readLive(url, env),
  };
}
