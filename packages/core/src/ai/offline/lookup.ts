import type { DomainSpec, EntitySpec } from './vocabulary';

/** An entity found in the vocabulary, with the domain it came from (none for a shared one). */
export interface Found {
  spec: EntitySpec;
  domain: DomainSpec | undefined;
}

/** A domain with how strongly a prompt points to it. */
export interface RankedDomain {
  domain: DomainSpec;
  score: number;
  keywordHits: number;
}

/** The words and two-word phrases (joined by _) of a prompt. */
export function termsOf(words: string[]): Set<string> {
  const terms = new Set(words);
  for (let i = 0; i + 1 < words.length; i++) terms.add(`${words[i]}_${words[i + 1]}`);
  return terms;
}

const namesOf = (e: EntitySpec) => [e.key, ...e.synonyms];

/**
 * Ranks the domains a prompt points to: three points per keyword ("library", "car rental"), one
 * per entity it names ("books"). Domains with no point are left out; ties keep the declared order.
 */
export function rankDomains(words: string[], domains: DomainSpec[]): RankedDomain[] {
  const terms = termsOf(words);
  return domains
    .map((domain) => {
      const keywordHits = domain.keywords.filter((k) => terms.has(k)).length;
      const entityHits = domain.entities.filter((e) => namesOf(e).some((n) => terms.has(n))).length;
      return { domain, score: 3 * keywordHits + entityHits, keywordHits };
    })
    .filter((r) => r.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** Looks words up in the vocabulary: the main domain first, then shared entities, then the others. */
export class EntityLookup {
  private readonly scopes: Array<{
    domain: DomainSpec | undefined;
    index: Map<string, EntitySpec>;
  }>;
  /** How many scopes a scan of every word of the prompt searches: the main domain and the shared entities. */
  readonly near: number;

  constructor(main: DomainSpec | undefined, shared: EntitySpec[], others: DomainSpec[]) {
    const index = (entities: EntitySpec[]) => {
      const map = new Map<string, EntitySpec>();
      for (const e of entities) for (const n of namesOf(e)) if (!map.has(n)) map.set(n, e);
      return map;
    };
    this.scopes = [
      ...(main ? [{ domain: main, index: index(main.entities) }] : []),
      { domain: undefined, index: index(shared) },
      ...others.filter((d) => d !== main).map((d) => ({ domain: d, index: index(d.entities) })),
    ];
    this.near = main ? 2 : 1;
  }

  /**
   * The entity a single name means, searching `depth` scopes (all by default). Domains the prompt
   * does not point to match by entity name only, not by synonym ("members" stays members).
   */
  byName(name: string, depth = Infinity): Found | undefined {
    for (const [i, scope] of this.scopes.slice(0, depth).entries()) {
      const spec = scope.index.get(name);
      if (spec && (i < this.near || spec.key === name)) return { spec, domain: scope.domain };
    }
    return undefined;
  }

  /** The entity a phrase names: its last three, two, then one words joined by _. */
  byPhrase(words: string[], depth = Infinity): Found | undefined {
    for (let n = Math.min(3, words.length); n >= 1; n--) {
      const found = this.byName(words.slice(-n).join('_'), depth);
      if (found) return found;
    }
    return undefined;
  }

  /** The entity a reference means, from the referring entity's own domain first. */
  byRef(name: string, from: DomainSpec | undefined): Found | undefined {
    const own = from?.entities.find((e) => e.key === name);
    return own ? { spec: own, domain: from } : this.byName(name);
  }
}
