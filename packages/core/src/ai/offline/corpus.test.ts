import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AiTablesResponse } from '../../api/ai';
import type { ExistingDiagram } from '../context';
import { tableNameKey } from '../names';
import corpusJson from './corpus.json';
import { generateOfflineTables } from './generateTables';
import plainCorpusJson from './plainCorpus.json';

/** A prompt of a corpus: the tables it names and the relationships its wording implies. */
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

/** Prompts that spell their relations out ("each X has many Y"). */
const CORPUS = corpusSchema.parse(corpusJson);
/**
 * Prompts as people write them, "a database for … with A, B, C and D", in domains the vocabulary
 * does not know; each with the relationships a designer would draw, written down by hand before
 * the generator inferred any.
 */
const PLAIN_CORPUS = corpusSchema.parse(plainCorpusJson);
const empty: ExistingDiagram = { tables: [], relationships: [] };

/** The answer's relationships as pairs of table names (referenced table, referencing table). */
function linksOf(answer: AiTablesResponse): Array<{ source?: string; target?: string }> {
  const names = new Map(answer.tables.map((t) => [t.id, tableNameKey(t.name ?? '')]));
  return (answer.relationships ?? []).map((r) => ({
    source: names.get(r.sourceTableId),
    target: names.get(r.targetTableId),
  }));
}

/** Whether the answer holds the expected relationship ("a > b" or "a <> b"). */
function hasRelationship(answer: AiTablesResponse, expected: string): boolean {
  const [from = '', kind, to = ''] = expected.split(' ');
  const links = linksOf(answer);
  const [a, b] = [tableNameKey(from), tableNameKey(to)];
  if (kind === '>') return links.some((l) => l.source === a && l.target === b);
  const sourcesOf = (table: string | undefined) =>
    new Set(links.filter((l) => l.target === table).map((l) => l.source));
  return links.some((l) => sourcesOf(l.target).has(a) && sourcesOf(l.target).has(b));
}

/**
 * Whether a named table is linked to another named table: directly, or through a join table
 * (a table the prompt does not name that references both).
 */
function linkedToNamed(answer: AiTablesResponse, table: string, named: Set<string>): boolean {
  const links = linksOf(answer);
  const key = tableNameKey(table);
  const ends = (join: string | undefined) =>
    links.filter((l) => l.target === join).map((l) => l.source);
  return links.some((l) => {
    const other = l.source === key ? l.target : l.target === key ? l.source : undefined;
    if (other === undefined || other === key) return false;
    if (named.has(other)) return true;
    // A table the prompt does not name links through only as a join table: it references both.
    return (
      l.source === key && ends(other).some((e) => e !== key && e !== undefined && named.has(e))
    );
  });
}

/** Runs the offline generator on every prompt of a corpus and counts what it got right. */
function measure(corpus: z.infer<typeof corpusSchema>) {
  const misses: string[] = [];
  let entities = 0;
  let entitiesMade = 0;
  let relationships = 0;
  let relationshipsMade = 0;
  let promptsLinked = 0;
  for (const entry of corpus) {
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
    const named = new Set(entry.tables.map(tableNameKey));
    const alone = entry.tables.filter((t) => !linkedToNamed(answer, t, named));
    if (alone.length === 0) promptsLinked++;
    else misses.push(`${entry.prompt} → not linked to a named table: ${alone.join(', ')}`);
  }
  return {
    entityShare: entitiesMade / entities,
    relationshipShare: relationshipsMade / relationships,
    linkedShare: promptsLinked / corpus.length,
    misses,
  };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

describe('the offline generator on a corpus of prompts', () => {
  it('holds at least 60 prompts that spell relations out, and 40 plain ones', () => {
    expect(CORPUS.length).toBeGreaterThanOrEqual(60);
    expect(PLAIN_CORPUS.length).toBeGreaterThanOrEqual(40);
  });

  it('creates every named entity and at least 90% of the relationships spelled out', () => {
    const { entityShare, relationshipShare, misses } = measure(CORPUS);
    console.info(
      `offline corpus: named entities created ${percent(entityShare)}, expected relationships ${percent(relationshipShare)}`,
    );
    if (misses.length > 0) console.info(misses.join('\n'));
    expect(entityShare).toBe(1);
    expect(relationshipShare).toBeGreaterThanOrEqual(0.9);
  });

  it('links the entities of plain prompts as a designer would', () => {
    const { entityShare, relationshipShare, linkedShare, misses } = measure(PLAIN_CORPUS);
    console.info(
      `plain corpus (${PLAIN_CORPUS.length} prompts): named entities created ${percent(entityShare)}, ` +
        `prompts with every named entity linked ${percent(linkedShare)}, ` +
        `expected relationships found ${percent(relationshipShare)}`,
    );
    if (misses.length > 0) console.info(misses.join('\n'));
    expect(entityShare).toBe(1);
    expect(linkedShare).toBeGreaterThanOrEqual(0.9);
    expect(relationshipShare).toBeGreaterThanOrEqual(0.8);
  });
});
