/**
 * The figures of a fidelity run: the Markdown tables of the README, the ratchet file of floors
 * the test holds the figures to, and the list of top losses for the importer and generator work.
 */
import { z } from 'zod';
import { CATEGORIES, share, type Category, type Comparison, type Loss } from './catalog';
import type { Conversion } from './run';

const pct = (preserved: number, total: number): string =>
  total === 0 ? '–' : `${((100 * preserved) / total).toFixed(1)}%`;

/** A conversion's label: `sakila/postgresql` same-dialect, `sakila/mysql>postgresql` across. */
export const conversionLabel = (c: Conversion): string =>
  c.source === c.target ? `${c.fixture}/${c.source}` : `${c.fixture}/${c.source}>${c.target}`;

/** The preserved and total items of a comparison over every category. */
export function overall(comparison: Comparison): [number, number] {
  return CATEGORIES.reduce<[number, number]>(
    ([p, t], c) => [p + comparison[c].preserved, t + comparison[c].total],
    [0, 0],
  );
}

const errorsCell = (c: Conversion): string =>
  `${c.generated.errors.length}/${c.generated.statements}`;

/** One Markdown table: a row per conversion, a column per category (preserved/total). */
function table(conversions: Conversion[], categories: readonly Category[]): string[] {
  const rows = conversions.map((c) => {
    const cells = categories.map((cat) => {
      const r = c.comparison?.[cat];
      return !r || r.total === 0 ? '' : `${r.preserved}/${r.total}`;
    });
    const [p, t] = c.comparison ? overall(c.comparison) : [0, 0];
    const golden = c.golden ? ` (golden: ${c.golden})` : '';
    return `| ${conversionLabel(c)} | ${errorsCell(c)}${golden} | ${c.comparison ? pct(p, t) : '–'} | ${cells.join(' | ')} |`;
  });
  return [
    `| Fixture | Failed statements | Preserved | ${categories.join(' | ')} |`,
    `| --- | --- | --- | ${categories.map(() => '---').join(' | ')} |`,
    ...rows,
  ];
}

/** The share per engine and over all same-dialect round trips, as one line. */
function summary(same: Conversion[]): string {
  const sum = (list: Conversion[]) =>
    list.reduce<[number, number]>(
      ([p, t], c) => {
        const [cp, ct] = c.comparison ? overall(c.comparison) : [0, 0];
        return [p + cp, t + ct];
      },
      [0, 0],
    );
  const engines = [...new Set(same.map((c) => c.target))].map(
    (d) => `${d} ${pct(...sum(same.filter((c) => c.target === d)))}`,
  );
  return `Same-dialect round trips preserve **${pct(...sum(same))}** of catalog items (${engines.join(', ')}).`;
}

/** Seconds spent loading and reading, per engine (engines run side by side, so they overlap). */
function engineTimes(conversions: Conversion[]): string {
  const ms = new Map<string, number>();
  const add = (dialect: string, load: { ms: number } | null) =>
    ms.set(dialect, (ms.get(dialect) ?? 0) + (load?.ms ?? 0));
  for (const c of conversions) {
    add(c.target, c.generated);
    if (c.target === c.source) add(c.source, c.original);
  }
  return [...ms]
    .filter(([, v]) => v > 0)
    .map(([d, v]) => `${d} ${(v / 1000).toFixed(1)} s`)
    .join(', ');
}

/** The Markdown the README carries between its markers. */
export function markdown(conversions: Conversion[], seconds: number): string {
  const same = conversions.filter((c) => c.source === c.target && c.comparison);
  const cross = conversions.filter((c) => c.source !== c.target || c.target === 'mssql');
  return [
    summary(same),
    '',
    '**Same dialect** (fixture loaded, imported, generated in its dialect, loaded again; items compared exactly):',
    '',
    ...table(same, CATEGORIES),
    '',
    '**Cross dialect** (generated for another engine; items compared by the tolerant reading of `test/fidelity/tolerant.ts`; MSSQL output checked by the T-SQL parser and its golden file):',
    '',
    ...table(cross, CATEGORIES),
    '',
    `Measured by \`npm run fidelity -w packages/core\` in ${seconds.toFixed(1)} s (engine time: ${engineTimes(conversions)}).`,
  ].join('\n');
}

/** Text cut to one short line, for loss lists. */
const brief = (text: string | null): string => {
  if (text === null) return '(absent)';
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 100 ? `${flat.slice(0, 97)}...` : flat;
};

/** The losses of each same-dialect round trip and the failed statements of every conversion. */
export function lossReport(
  conversions: Conversion[],
  perCategory = 3,
  crossDialect = false,
): string {
  const lines: string[] = [];
  for (const c of conversions) {
    const losses = CATEGORIES.flatMap((cat) =>
      (c.comparison?.[cat].losses ?? [])
        .slice(0, c.source === c.target || crossDialect ? perCategory : 0)
        .map((l: Loss) => `  ${cat} ${l.key}: ${brief(l.before)} -> ${brief(l.after)}`),
    );
    const errors = c.generated.errors
      .slice(0, perCategory * 2)
      .map((e) => `  failed: ${brief(e.statement)}: ${brief(e.message)}`);
    const original = (c.source === c.target ? (c.original?.errors ?? []) : []).map(
      (e) => `  original failed: ${brief(e.statement)}: ${brief(e.message)}`,
    );
    if (losses.length + errors.length + original.length > 0)
      lines.push(`${conversionLabel(c)}`, ...original, ...errors, ...losses);
  }
  return lines.join('\n');
}

/** The ratchet: floors for same-dialect figures ([preserved, total]) and cross-dialect failed statements. */
export const floorSchema = z.object({
  sameDialect: z.record(z.string(), z.record(z.string(), z.tuple([z.number(), z.number()]))),
  crossDialect: z.record(z.string(), z.number().int().nonnegative()),
});
export type Floor = z.infer<typeof floorSchema>;

/** The current figures as a floor. */
export function floorOf(conversions: Conversion[]): Floor {
  const floor: Floor = { sameDialect: {}, crossDialect: {} };
  for (const c of conversions) {
    if (c.source === c.target && c.comparison)
      floor.sameDialect[conversionLabel(c)] = Object.fromEntries(
        CATEGORIES.map((cat) => [cat, [c.comparison![cat].preserved, c.comparison![cat].total]]),
      );
    else floor.crossDialect[conversionLabel(c)] = c.generated.errors.length;
  }
  return floor;
}

/** What fell below the floor: a same-dialect share below its floor's, or more failed statements. */
export function belowFloor(conversions: Conversion[], floor: Floor): string[] {
  const out: string[] = [];
  for (const c of conversions) {
    const label = conversionLabel(c);
    if (c.source === c.target && c.comparison) {
      for (const cat of CATEGORIES) {
        const [p, t] = floor.sameDialect[label]?.[cat] ?? [0, 0];
        const now = c.comparison[cat];
        if (share(now) + 1e-9 < (t === 0 ? 1 : p / t))
          out.push(
            `${label} ${cat}: ${now.preserved}/${now.total} (${pct(now.preserved, now.total)}), floor ${p}/${t} (${pct(p, t)})`,
          );
      }
    } else {
      const allowed = floor.crossDialect[label];
      if (allowed !== undefined && c.generated.errors.length > allowed)
        out.push(
          `${label}: ${c.generated.errors.length} failed statements, floor ${allowed} (first: ${c.generated.errors[0]?.message ?? ''})`,
        );
    }
  }
  return out;
}

/** The gap to 100% of each same-dialect round trip, by category. */
export function gaps(conversions: Conversion[]): string[] {
  return conversions
    .filter((c) => c.source === c.target && c.comparison)
    .map((c) => {
      const open = CATEGORIES.filter((cat) => c.comparison![cat].losses.length > 0).map(
        (cat) => `${cat} ${c.comparison![cat].losses.length}`,
      );
      const [p, t] = overall(c.comparison!);
      return `${conversionLabel(c)}: ${pct(p, t)}${open.length ? ` (missing: ${open.join(', ')})` : ''}`;
    });
}
