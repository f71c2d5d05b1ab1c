/**
 * The pinned figures of the ORM proofs (ormFixtures.test.ts, ormMssql.test.ts): where a case does
 * not reach every item yet, how many items differ and how many statements were refused, in a JSON
 * file beside this one. A case's test fails when its figure changes, either way;
 * `RELATA_ORM_FIGURES=write` pins the run's figures instead, and `RELATA_ORM_REPORT=1` prints each
 * case's figure and differences.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { expect } from 'vitest';

/** A case that differs: how many catalog items, and how many statements were refused. */
export interface Figure {
  differ: number;
  refused: number;
}

/** What a case found: its differences, the refusals, of how many items. */
export interface Found {
  losses: string[];
  refused: string[];
  items: number;
}

const writing = () => process.env.RELATA_ORM_FIGURES === 'write';

/** The figures pinned in a file, and what a run does with them. */
export function pinnedFigures(file: string) {
  const pinned = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Figure>;
  return {
    /** Checks a case against its pinned figure (none pinned: no difference, no refusal). */
    check(key: string, o: Found | undefined): void {
      expect(o, key).toBeDefined();
      if (!o) return;
      if (process.env.RELATA_ORM_REPORT)
        console.log(
          `${key}: ${o.items - o.losses.length}/${o.items}\n  ${[...o.refused, ...o.losses].join('\n  ')}`,
        );
      if (writing()) return;
      expect(
        {
          figure: { differ: o.losses.length, refused: o.refused.length },
          losses: o.losses.slice(0, 30),
          refused: o.refused.slice(0, 30),
        },
        `${key}: ${o.losses.length}/${o.items} items differ`,
      ).toMatchObject({ figure: pinned[key] ?? { differ: 0, refused: 0 } });
    },
    /**
     * With RELATA_ORM_FIGURES=write, pins the run's figures: the cases run replace theirs (a run
     * of some fixtures keeps the others'), one case a line in key order (the form Prettier keeps).
     */
    write(outcomes: ReadonlyMap<string, Found>): void {
      if (!writing()) return;
      const figures = new Map(Object.entries(pinned).filter(([key]) => !outcomes.has(key)));
      for (const [key, o] of outcomes)
        if (o.losses.length > 0 || o.refused.length > 0)
          figures.set(key, { differ: o.losses.length, refused: o.refused.length });
      const lines = [...figures]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(
          ([key, f]) =>
            `  ${JSON.stringify(key)}: { "differ": ${f.differ}, "refused": ${f.refused} }`,
        );
      writeFileSync(file, lines.length ? `{\n${lines.join(',\n')}\n}\n` : '{}\n');
    },
  };
}
