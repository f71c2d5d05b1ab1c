import { EntityLookup, rankDomains, type Found } from './lookup';
import { STOP_WORDS, type PromptReading } from './promptReader';
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
}

/** Most entities one offline answer holds. */
export const MAX_OFFLINE_ENTITIES = 40;

/** Columns of an entity the vocabulary does not know. */
const GENERIC_COLUMNS = 'name:string!, description:text, created_at:datetime!';

const KEYWORDS = new Set(DOMAINS.flatMap((d) => d.keywords));

/** An entity for a phrase the vocabulary does not know, or undefined for filler words. */
function generic(words: string[]): Found | undefined {
  const content = words.filter((w) => !STOP_WORDS.has(w) && !/^\d/.test(w));
  const key = content.join('_');
  if (content.length === 0 || KEYWORDS.has(key) || !/^[a-z][a-z0-9_]*$/.test(key)) return undefined;
  return { spec: entity(key, GENERIC_COLUMNS), domain: undefined };
}

class Selection {
  readonly chosen = new Map<string, Selected>();

  add(found: Found | undefined): Selected | undefined {
    if (!found) return undefined;
    const same = this.find(found.spec.key);
    if (same) return same;
    if (this.chosen.size >= MAX_OFFLINE_ENTITIES) return undefined;
    const selected = { spec: found.spec, domain: found.domain, refs: [...found.spec.refs] };
    this.chosen.set(found.spec.key, selected);
    return selected;
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
    const owner = selection.add(lookup.byPhrase(r.owner) ?? generic(r.owner));
    const owned = selection.add(lookup.byPhrase(r.owned) ?? generic(r.owned));
    if (!owner || !owned || owner === owned) continue;
    const points = (from: Selected, to: Selected) =>
      from.refs.some((ref) => selection.find(ref.to) === to);
    if (points(owned, owner) || points(owner, owned)) continue;
    owned.refs.push({ to: owner.spec.key, as: owner.spec.key, optional: false, unique: r.one });
  }
}

/**
 * Chooses the entities of a prompt: the phrases it lists, the vocabulary words it uses (main domain
 * and shared entities), the main domain's defaults when it names none of the domain's own, and
 * what those need; unknown nouns become entities of their own.
 */
export function selectEntities(reading: PromptReading): Selected[] {
  const ranked = rankDomains(reading.words, DOMAINS);
  const top = ranked[0];
  // A domain is the main one when the prompt names it, or names three of its entities.
  const main = top && (top.keywordHits > 0 || top.score >= 3) ? top.domain : undefined;
  const others = [...ranked.map((r) => r.domain), ...DOMAINS];
  const lookup = new EntityLookup(main, SHARED_ENTITIES, others);
  const selection = new Selection();

  for (const item of reading.items) selection.add(lookup.byPhrase(item) ?? generic(item));
  const words = reading.words;
  for (let i = 0; i < words.length; i++) {
    const pair = lookup.byName(`${words[i]}_${words[i + 1] ?? ''}`, lookup.near);
    selection.add(pair ?? lookup.byName(words[i] ?? '', lookup.near));
    if (pair) i++;
  }
  if (main && ![...selection.chosen.values()].some((s) => s.domain === main)) {
    for (const key of main.defaults) selection.add(lookup.byRef(key, main));
  }
  if (selection.chosen.size === 0 && reading.subject) selection.add(generic(reading.subject));
  relate(selection, lookup, reading);
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
