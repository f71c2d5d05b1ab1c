import { singularize } from '../names';

const set = (words: string) => new Set(words.split(/\s+/).filter(Boolean));

/** Words that never name an entity on their own. */
export const STOP_WORDS =
  set(`a an the and or of for with to in on at by from as into about per via this that these
  those it its their our my your his her we i you they me us them is are be been being was were will would can could
  should may might must do does did done has have had having get gets make makes create creating design designing
  build building need needs want wants like please some any each every all many multiple several more most other
  others various different new simple basic small large big complex full complete proper good database databases db
  schema schemas table tables model models modeling modelling data information info app apps application applications
  system systems platform platforms tool tools software website websites site web online management manage managing
  tracking track tracks handle handling support supporting storing store stores keep keeps keeping etc thing things
  stuff lot lots kind kinds where which who whose what when while so such also just only then there here up out one
  two three own number way ways`);

/** Stop words that name things when a prompt lists them ("with buildings, designs and apps"). */
export const LISTABLE_STOP_WORDS =
  set(`building design store site website app application tool platform
  system track model kind number way support`);

/** Words that open an enumeration of entities ("with books, authors and loans"). */
const LIST_OPENERS = set(
  'with including include includes containing contain contains having featuring covering has have',
);
/** Verbs of ownership: "each customer has many orders". */
const HAS_VERBS = set('has have own owns hold holds contain contains include includes');
/** Words skipped at the start of a noun phrase. */
const LEADING =
  set(`a an the each every all any some many multiple several one or more zero their its his her our my
  your own lots lot of number various different other optional can may might must should will would could also
  usually often always typically exactly at least`);
/** Words that end a phrase. */
const BREAKS = set(
  'where which that who whose while so because when if but then for , and or plus',
);
const PREPOSITIONS = set('of for from in on at by about to with per');
/** Words that set a listed entity apart: it is linked to nothing ("a standalone settings table"). */
const ISOLATING = set('standalone stand_alone separate independent unrelated isolated unlinked');

/** What the offline generator reads from a prompt. */
export interface PromptReading {
  /** Every word in singular form, in order. */
  words: string[];
  /** Noun phrases of enumerations and relation phrases, each as words with the last one singular. */
  items: string[][];
  /** "X has many Y" and "Y belongs to X": owner and owned phrases; `one` for "has one". */
  relations: Array<{ owner: string[]; owned: string[]; one: boolean }>;
  /** "X and Y are many-to-many": the phrases of each such statement. */
  manyToMany: string[][][];
  /** The phrase after the first "for" ("a database for a library"). */
  subject: string[] | undefined;
  /** Listed phrases the prompt sets apart ("a standalone settings table"). */
  isolated: string[][];
}

function tokenize(prompt: string): string[][] {
  const tokens =
    prompt
      .toLowerCase()
      .replace(/['’]s\b/g, '')
      .replace(/&/g, ' and ')
      .replace(/:/g, ' with ')
      .replace(/many[\s-]+to[\s-]+many/g, 'many_to_many')
      .replace(/([a-z0-9])-(?=[a-z0-9])/g, '$1_')
      .match(/[a-z0-9_]+|[,.;!?()\n]/g) ?? [];
  const clauses: string[][] = [[]];
  for (const t of tokens) {
    if (/^[.;!?()\n]$/.test(t)) clauses.push([]);
    else clauses[clauses.length - 1]?.push(t);
  }
  return clauses.filter((c) => c.length > 0);
}

/** A noun phrase: leading quantifiers dropped, cut after the last preposition, at most three words. */
function phrase(all: string[]): string[] {
  const words = all.filter((w) => !ISOLATING.has(w));
  let start = 0;
  while (start < words.length && LEADING.has(words[start] ?? '')) start++;
  let rest = words.slice(start);
  const lastPrep = rest.findLastIndex((w) => PREPOSITIONS.has(w));
  if (lastPrep >= 0) rest = rest.slice(lastPrep + 1);
  rest = rest.slice(-3);
  const last = rest.pop();
  return last === undefined ? [] : [...rest, singularize(last)];
}

/** Splits the words after an opener into phrases, up to the end of the clause or a clause word. */
function enumeration(
  words: string[],
  from: number,
): { items: string[][]; ones: boolean[]; isolated: string[][]; end: number } {
  const items: string[][] = [];
  let current: string[] = [];
  let i = from;
  for (; i < words.length; i++) {
    const w = words[i] ?? '';
    if (w === ',' || w === 'and' || w === 'or' || w === 'plus') {
      items.push(current);
      current = [];
    } else if (
      BREAKS.has(w) ||
      LIST_OPENERS.has(w) ||
      HAS_VERBS.has(w) ||
      w === 'belong' ||
      w === 'belongs'
    )
      break;
    else current.push(w);
  }
  items.push(current);
  const kept = items.filter((raw) => phrase(raw).length > 0);
  // "has one profile" or "has a profile": one-to-one, unless "one or more".
  const ones = kept.map((raw) => ['one', 'a', 'an'].includes(raw[0] ?? '') && raw[1] !== 'or');
  const isolated = kept.filter((raw) => raw.some((w) => ISOLATING.has(w))).map(phrase);
  return { items: kept.map(phrase), ones, isolated, end: i };
}

/** Whether the word at `i` is part of a subject: a content word, or a thing after "each"/"every". */
function inSubject(words: string[], i: number): boolean {
  const w = words[i] ?? '';
  if (BREAKS.has(w)) return false;
  if (!STOP_WORDS.has(w)) return true;
  return LISTABLE_STOP_WORDS.has(w) && ['each', 'every'].includes(words[i - 1] ?? '');
}

/** The content words right before a verb (skipping modal words), as the verb's subject. */
function subjectBefore(words: string[], verb: number): string[] {
  let i = verb - 1;
  while (i >= 0 && LEADING.has(words[i] ?? '')) i--;
  const end = i + 1;
  while (i >= 0 && inSubject(words, i)) i--;
  return phrase(words.slice(i + 1, end));
}

/** Verbs between the parties of a many-to-many statement and the words "many to many". */
const LINKING_VERBS = set('are is have has share form');

/**
 * The phrases of a many-to-many clause: "X and Y are many-to-many", "X have a many-to-many
 * relationship with Y"; undefined when the clause is not one or names fewer than two phrases.
 */
function manyToManyParties(words: string[]): string[][] | undefined {
  const at = words.indexOf('many_to_many');
  if (at < 0) return undefined;
  let verb = at - 1;
  while (verb >= 0 && !LINKING_VERBS.has(words[verb] ?? '')) verb--;
  const before = enumeration(words.slice(0, Math.max(verb, 0)), 0).items;
  const withAt = words.indexOf('with', at);
  const after = withAt < 0 ? [] : enumeration(words, withAt + 1).items;
  const parties = [...before, ...after];
  return parties.length >= 2 ? parties : undefined;
}

/** Reads entities, enumerations and relation phrases from a prompt (deterministic, no I/O). */
export function readPrompt(prompt: string): PromptReading {
  const reading: PromptReading = {
    words: [],
    items: [],
    relations: [],
    manyToMany: [],
    subject: undefined,
    isolated: [],
  };
  for (const words of tokenize(prompt)) {
    reading.words.push(...words.filter((w) => /^[a-z0-9_]+$/.test(w)).map(singularize));
    const parties = manyToManyParties(words);
    if (parties) {
      reading.manyToMany.push(parties);
      reading.items.push(...parties);
      continue;
    }
    for (let i = 0; i < words.length; i++) {
      const w = words[i] ?? '';
      const owner = HAS_VERBS.has(w) ? subjectBefore(words, i) : [];
      if (owner.length > 0) {
        const { items, ones, end } = enumeration(words, i + 1);
        items.forEach((owned, n) =>
          reading.relations.push({ owner, owned, one: ones[n] ?? false }),
        );
        reading.items.push(owner, ...items);
        i = end - 1;
      } else if (LIST_OPENERS.has(w)) {
        const { items, isolated, end } = enumeration(words, i + 1);
        reading.items.push(...items);
        reading.isolated.push(...isolated);
        i = end - 1;
      } else if ((w === 'belong' || w === 'belongs') && words[i + 1] === 'to') {
        const owned = subjectBefore(words, i);
        const [ownerPhrase] = enumeration(words, i + 2).items;
        if (owned.length > 0 && ownerPhrase) {
          reading.relations.push({ owner: ownerPhrase, owned, one: false });
          reading.items.push(owned, ownerPhrase);
        }
      } else if (w === 'for' && reading.subject === undefined) {
        reading.subject = enumeration(words, i + 1).items[0];
      }
    }
  }
  return reading;
}
