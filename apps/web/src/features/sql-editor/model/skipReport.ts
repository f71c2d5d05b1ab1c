import type { PlaygroundEngine, SkippedObject } from '../engine/types';

/** One line of the note on what the build left out; `table` links it to the canvas. */
export interface SkipLine {
  key: string;
  text: string;
  table?: string;
}

/** The engines as the note names them. */
const ENGINE_NAMES: Record<PlaygroundEngine, string> = {
  postgresql: 'PGlite',
  sqlite: "SQLite's browser build",
};

type Named = { kind: string; name: string };

const same = (a: Named, b: Named) =>
  a.kind === b.kind && a.name.toLowerCase() === b.name.toLowerCase();
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The note on what a build left out (issue 36, item A5), one line per cause: each extension or
 * module the engine lacks with the objects skipped for want of it, then each statement the engine
 * refused for a reason of its own with its message; the objects that needed a skipped one are
 * named with it (`table users (with index users_email)`).
 */
export function skipReport(skipped: SkippedObject[], engine: PlaygroundEngine): SkipLine[] {
  const dependents = (of: Named, seen: Set<SkippedObject>): string[] =>
    skipped.flatMap((s) => {
      if (!s.needs || !same(s.needs, of) || seen.has(s)) return [];
      seen.add(s);
      const own = dependents(s, seen);
      return [`${s.kind} ${s.name}${own.length > 0 ? ` (with ${own.join(', ')})` : ''}`];
    });
  const withIt = (of: Named) => {
    const names = dependents(of, new Set());
    return names.length > 0 ? `; skipped with it: ${names.join(', ')}` : '';
  };
  const lacking: Named[] = [];
  for (const s of skipped) {
    const cause =
      s.kind === 'extension' && !s.needs
        ? { kind: s.kind, name: s.name }
        : s.needs?.kind === 'extension' || s.needs?.kind === 'module'
          ? s.needs
          : undefined;
    if (cause && !lacking.some((l) => same(l, cause))) lacking.push(cause);
  }
  return [
    ...lacking.map((l) => ({
      key: `${l.kind}:${l.name}`,
      text: `${capital(l.kind)} ${l.name} is not available in ${ENGINE_NAMES[engine]}${withIt(l)}.`,
    })),
    ...skipped
      .filter((s) => !s.needs && s.kind !== 'extension')
      .map((s, i) => ({
        key: `${i}:${s.kind}:${s.name}`,
        text: `${capital(s.kind)} ${s.name}: ${s.message}${withIt(s)}.`,
        ...(s.table ? { table: s.table } : {}),
      })),
  ];
}
