#!/usr/bin/env node
// relata-ddl: converts schemas between SQL dialects, DBML, Prisma, CAP CDS and the diagram's JSON, writes
// their documentation (Markdown, HTML, Mermaid, SVG), and reads live databases' schemas (pull).
// @relata/core is TypeScript source, so tsx (installed at the repository root) loads it on plain Node.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Arimo (Arial's metrics, which the drawing's text widths assume) as the SVG's embedded font, from
 * the @fontsource/arimo package; none when it cannot be read (the system's fonts then).
 */
async function fontFaceCss() {
  const { fontFaceRules } = await import('../src/schema/render/index.ts');
  try {
    const files = [
      [400, import.meta.resolve('@fontsource/arimo/files/arimo-latin-400-normal.woff2')],
      [700, import.meta.resolve('@fontsource/arimo/files/arimo-latin-700-normal.woff2')],
    ];
    const faces = await Promise.all(
      files.map(async ([weight, url]) => ({
        weight,
        woff2Base64: (await readFile(fileURLToPath(url))).toString('base64'),
      })),
    );
    return fontFaceRules('Arimo', faces);
  } catch {
    return undefined;
  }
}

/**
 * A Prisma schema read by Prisma's engine: FILE, every .prisma file under a folder (a multi-file
 * schema, named by their paths in it), or standard input.
 */
async function readPrisma(path) {
  const { readPrismaSchema } = await import('../src/connect/prisma.ts');
  if (path === undefined) return readPrismaSchema([['schema.prisma', await readStdin()]]);
  if (!(await stat(path)).isDirectory())
    return readPrismaSchema([[path, await readFile(path, 'utf8')]]);
  const names = (await readdir(path, { recursive: true }))
    .filter((name) => name.endsWith('.prisma'))
    .sort();
  if (names.length === 0) throw new Error('the folder holds no .prisma file');
  const files = await Promise.all(
    names.map(async (name) => [
      relative(path, join(path, name)),
      await readFile(join(path, name), 'utf8'),
    ]),
  );
  return readPrismaSchema(files);
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
  fontFaceCss,
  readPrisma,
});
if (result.stdout) process.stdout.write(result.stdout);
if (result.stderr) process.stderr.write(result.stderr);
process.exitCode = result.exitCode;
