import { inferRelations } from './inferRelations';
import { EntityLookup, rankDomains, type Found } from './lookup';
import { LISTABLE_STOP_WORDS, STOP_WORDS, type PromptReading } from './promptReader';
import {
  DOMAINS,
  SHARED_ENTITIES,
  type DomainSpec,
  type EntitySpec,
  type RefSpec,
} from './vocabulary';
import { entity } from './vocabulary/types';

/** An entity chosen for the schema, with its own copy of references (relation phrases add to them). */
export interface Selected {
  spec: EntitySpec;
  domain: DomainSpec | undefined;
  refs: RefSpec[];
  /** Entities linked through a join table: the vocabulary's and those the prompt states. */
  manyToMany: string[];
}

/** Most entities one offline answer holds. */
export const MAX_OFFLINE_ENTITIES = 40;

/** Columns of an entity the vocabulary does not know. */
const GENERIC_COLUMNS = 'name:string!, description:text, created_at:datetime!';

const KEYWORDS = new Set(DOMAINS.flatMap((d) => d.keywords));

/** The entity key a phrase names in the user's own words, or undefined for filler words. */
function ownKey(words: string[]): string | undefined {
  const content = (w: string, i: number) =>
    (!STOP_WORDS.has(w) || (i === words.length - 1 && LISTABLE_STOP_WORDS.has(w))) &&
    !/^\d/.test(w);
  const key = words.filter(content).join('_');
  return key === '' || !/^[a-z][a-z0-9_]*$/.test(key) ? undefined : key;
}

/** An entity for a phrase the vocabulary does not know, or undefined for filler words. */
function generic(words: string[]): Found | undefined {
  const key = ownKey(words);
  return key === undefined ? undefined : { spec: entity(key, GENERIC_COLUMNS), domain: undefined };
}

/** The entity a prompt's subject stands for when it lists nothing: none for a domain's name. */
function subjectEntity(words: string[]): Found | undefined {
  const found = generic(words);
  return found && !KEYWORDS.has(found.spec.key) ? found : undefined;
}

/**
 * The entity a phrase the user wrote names, under the user's name: a vocabulary entity found by a
 * synonym or by the phrase's last words keeps its columns and relations but takes the user's
 * name ("writers" is the blog's author, named writers), and is still found by its own names.
 */
function named(lookup: EntityLookup, words: string[]): Found | undefined {
  const found = lookup.byPhrase(words);
  const key = ownKey(words);
  if (!found || key === undefined || key === found.spec.key) return found ?? generic(words);
  const synonyms = [found.spec.key, ...found.spec.synonyms].filter((n) => n !== key);
  return { spec: { ...found.spec, key, synonyms }, domain: found.domain };
}

class Selection {
  readonly chosen = new Map<string, Selected>();

  /** Adds an entity unless one of its names is chosen already (`exact`: unless its key is). */
  add(found: Found | undefined, exact = false): Selected | undefined {
    if (!found) return undefined;
    const same = exact ? this.chosen.get(found.spec.key) : this.find(found.spec.key);
    if (same) return same;
    if (this.chosen.size >= MAX_OFFLINE_ENTITIES) return undefined;
    const selected = {
      spec: found.spec,
      domain: found.domain,
      refs: [...found.spec.refs],
      manyToMany: [...found.spec.manyToMany],
    };
    this.chosen.set(found.spec.key, selected);
    return selected;
  }

  /** Adds the entity a phrase of the prompt names, under the user's name. */
  addNamed(lookup: EntityLookup, words: string[]): Selected | undefined {
    return this.add(named(lookup, words), true);
  }

  /** The chosen entity a name means: by key, else by a synonym. */
  find(name: string): Selected | undefined {
    return (
      this.chosen.get(name) ?? [...this.chosen.values()].find((s) => s.spec.synonyms.includes(name))
    );
  }
}

/** Adds what chosen entities need: the entities their required references point to, and what they imply. */
function close(selection: Selection, lookup: EntityLookup): void {
  const queue = [...selection.chosen.values()];
  for (let s = queue.shift(); s; s = queue.shift()) {
    const needed = [...s.refs.filter((r) => !r.optional).map((r) => r.to), ...s.spec.implies];
    for (const name of needed) {
      if (selection.find(name)) continue;
      const added = selection.add(lookup.byRef(name, s.domain));
      if (added) queue.push(added);
    }
  }
}

/** Applies "X has many Y" and "Y belongs to X" unless the vocabulary already relates the two. */
function relate(selection: Selection, lookup: EntityLookup, reading: PromptReading): void {
  for (const r of reading.relations) {
    const owner = selection.addNamed(lookup, r.owner);
    const owned = selection.addNamed(lookup, r.owned);
    if (!owner || !owned || owner === owned) continue;
    const points = (from: Selected, to: Selected) =>
      from.refs.some((ref) => selection.find(ref.to) === to);
    if (points(owned, owner) || points(owner, owned)) continue;
    owned.refs.push({ to: owner.spec.key, as: owner.spec.key, optional: false, unique: r.one });
  }
}

/** Applies "X and Y are many-to-many": each pair of the statement gets a join table. */
function relateManyToMany(
  selection: Selection,
  lookup: EntityLookup,
  reading: PromptReading,
): void {
  for (const parties of reading.manyToMany) {
    const ends = parties.map((p) => selection.addNamed(lookup, p));
    ends.forEach((a, i) => {
      for (const b of ends.slice(i + 1)) if (a && b && a !== b) a.manyToMany.push(b.spec.key);
    });
  }
}

/**
 * Chooses the entities of a prompt: the phrases it lists, the vocabulary words it uses (main domain
 * and shared entities), the main domain's defaults when it lists no entities, and what those
 * need; listed phrases keep the user's names and unknown nouns become entities of their own.
 */
export function selectEntities(reading: PromptReading): Selected[] {
  const ranked = rankDomains(reading.words, DOMAINS);
  const top = ranked[0];
  // A domain is the main one when the prompt names it, or names three of its entities.
  const main = top && (top.keywordHits > 0 || top.score >= 3) ? top.domain : undefined;
  const others = [...ranked.map((r) => r.domain), ...DOMAINS];
  const lookup = new EntityLookup(main, SHARED_ENTITIES, others);
  const selection = new Selection();

  const named: Selected[] = [];
  for (const item of reading.items) {
    const s = selection.addNamed(lookup, item);
    if (s && !named.includes(s)) named.push(s);
  }
  const listed = selection.chosen.size > 0;
  const words = reading.words;
  for (let i = 0; i < words.length; i++) {
    const pair = lookup.byName(`${words[i]}_${words[i + 1] ?? ''}`, lookup.near);
    selection.add(pair ?? lookup.byName(words[i] ?? '', lookup.near));
    if (pair) i++;
  }
  // The domain's stock tables only stand in when the prompt lists no entities of its own.
  if (main && !listed && ![...selection.chosen.values()].some((s) => s.domain === main)) {
    for (const key of main.defaults) selection.add(lookup.byRef(key, main));
  }
  if (selection.chosen.size === 0 && reading.subject) selection.add(subjectEntity(reading.subject));
  relate(selection, lookup, reading);
  relateManyToMany(selection, lookup, reading);
  const isolated = new Set(
    reading.isolated.map((p) => selection.addNamed(lookup, p)).filter((s) => s !== undefined),
  );
  inferRelations(named, [...selection.chosen.values()], isolated);
  close(selection, lookup);
  return [...selection.chosen.values()];
}

/** Finds a chosen entity by key or synonym. */
export function findSelected(selected: Selected[], name: string): Selected | undefined {
  return (
    selected.find((s) => s.spec.key === name) ??
    selected.find((s) => s.spec.synonyms.includes(name))
  );
}
