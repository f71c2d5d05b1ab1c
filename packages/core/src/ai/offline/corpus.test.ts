import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AiTablesResponse } from '../../api/ai';
import type { ExistingDiagram } from '../context';
import { tableNameKey } from '../names';
import corpusJson from './corpus.json';
import { generateOfflineTables } from './generateTables';

/** A prompt of the corpus: the tables it names and the relationships its wording implies. */
const corpusSchema = z.array(
  z.object({
    prompt: z.string().min(1),
    tables: z.array(z.string().regex(/^[a-z][a-z0-9_]*$/)).min(1),
    /** "owner > owned" is one-to-many (or one-to-one); "a <> b" is many-to-many. */
    relationships: z.array(z.string().regex(/^[a-z0-9_]+ (>|<>) [a-z0-9_]+$/)),
  }),
);

/** Core has no DOM or Node types; vitest prints what the test logs. */
declare const console: { info(...data: unknown[]): void };

const CORPUS = corpusSchema.parse(corpusJson);
const empty: ExistingDiagram = { tables: [], relationships: [] };

/** Whether the answer holds the expected relationship ("a > b" or "a <> b"). */
function hasRelationship(answer: AiTablesResponse, expected: string): boolean {
  const [from = '', kind, to = ''] = expected.split(' ');
  const names = new Map(answer.tables.map((t) => [t.id, tableNameKey(t.name ?? '')]));
  const links = (answer.relationships ?? []).map((r) => ({
    source: names.get(r.sourceTableId),
    target: names.get(r.targetTableId),
  }));
  const [a, b] = [tableNameKey(from), tableNameKey(to)];
  if (kind === '>') return links.some((l) => l.source === a && l.target === b);
  const sourcesOf = (table: string | undefined) =>
    new Set(links.filter((l) => l.target === table).map((l) => l.source));
  return [...names.values()].some((join) => sourcesOf(join).has(a) && sourcesOf(join).has(b));
}

/** Runs the offline generator on every prompt of the corpus and counts what it got right. */
function measure() {
  const misses: string[] = [];
  let entities = 0;
  let entitiesMade = 0;
  let relationships = 0;
  let relationshipsMade = 0;
  for (const entry of CORPUS) {
    const answer = generateOfflineTables(entry.prompt, 'postgresql', empty);
    // Named as the user named it, in the number the project's naming convention gives.
    const made = new Set(answer.tables.map((t) => tableNameKey(t.name ?? '')));
    for (const table of entry.tables) {
      entities++;
      if (made.has(tableNameKey(table))) entitiesMade++;
      else misses.push(`${entry.prompt} → no table ${table}`);
    }
    for (const relationship of entry.relationships) {
      relationships++;
      if (hasRelationship(answer, relationship)) relationshipsMade++;
      else misses.push(`${entry.prompt} → no relationship ${relationship}`);
    }
  }
  return {
    entityShare: entitiesMade / entities,
    relationshipShare: relationshipsMade / relationships,
    misses,
  };
}

describe('the offline generator on a corpus of prompts', () => {
  it('holds at least 60 prompts', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
  });

  it('creates every named entity and at least 90% of the implied relationships', () => {
    const { entityShare, relationshipShare, misses } = measure();
    const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
    console.info(
      `offline corpus: named entities created ${percent(entityShare)}, expected relationships ${percent(relationshipShare)}`,
    );
    if (misses.length > 0) console.info(misses.join('\n'));
    expect(entityShare).toBe(1);
    expect(relationshipShare).toBeGreaterThanOrEqual(0.9);
  });
});
