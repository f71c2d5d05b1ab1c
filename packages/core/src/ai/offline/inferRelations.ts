import { CREATORS, roleOf, type Role, type RoleOf } from './roles';
import type { Selected } from './selectEntities';

/** A listed entity with its role. */
interface Entity {
  selected: Selected;
  key: string;
  role: RoleOf;
}

const PARTIES: Role[] = ['person', 'group'];
const OBJECTS: Role[] = ['vehicle', 'thing', 'work'];
const OCCURRENCES: Role[] = ['event', 'series'];

/**
 * Links the entities a prompt lists as a designer would when the prompt does not spell the
 * relations out ("a database for a ferry line with ferries, ports, crossings and crews"):
 * - a part references its whole: a thing the place it is kept in, a small place the larger one
 *   (a shelf its room), an event the series it belongs to (a game its tournament), a person the
 *   group they are in;
 * - a work references who made it (a film its director), an owned thing its owner;
 * - an event references what it involves: its things, the most specific place it happens at (two
 *   of them, departure and arrival, when it goes from one to another), and its people;
 * - a record references what it is about: a reading its instrument, a bill its customer;
 * - then every listed entity still linked to none of the others gets the nearest sensible link.
 *
 * Only entities that nothing links yet are linked: what the prompt spells out ("each X has many
 * Y") and what the vocabulary knows of a domain (an order's items) stand as they are. A link is
 * not added when the holder already reaches the entity through its other references (a crossing
 * that references its ferry needs no link to the ferry's home port). `isolated` entities (the
 * prompt said so: "a standalone settings table") are left alone. Adds to the entities' refs.
 */
export function inferRelations(listed: Selected[], all: Selected[], isolated: Set<Selected>): void {
  const entities: Entity[] = listed
    .filter((s) => !isolated.has(s))
    .map((s) => ({ selected: s, key: s.spec.key, role: roleOf(s.spec.key) }));
  if (entities.length < 2) return;
  const byName = (name: string) =>
    all.find((s) => s.spec.key === name) ?? all.find((s) => s.spec.synonyms.includes(name));
  const refsOf = (s: Selected) =>
    s.refs.map((r) => byName(r.to)).filter((t): t is Selected => t !== undefined);

  /** Whether `from` reaches `to` through references (containment and links alike). */
  const reaches = (from: Selected, to: Selected): boolean => {
    const seen = new Set<Selected>();
    const stack = [from];
    for (let s = stack.pop(); s; s = stack.pop()) {
      if (s === to) return true;
      if (seen.has(s)) continue;
      seen.add(s);
      stack.push(...refsOf(s));
    }
    return false;
  };
  const listedSet = new Set(entities.map((e) => e.selected));
  /** Whether an entity is linked to another listed one, directly or through a join table. */
  const linked = (s: Selected): boolean =>
    refsOf(s).some((t) => t !== s && listedSet.has(t)) ||
    entities.some((e) => e.selected !== s && refsOf(e.selected).includes(s)) ||
    s.manyToMany.some((m) => [...listedSet].some((t) => t === byName(m))) ||
    entities.some((e) => e.selected.manyToMany.some((m) => byName(m) === s));
  const unlinkedBefore = new Set(
    entities.filter((e) => !linked(e.selected)).map((e) => e.selected),
  );

  /** Adds a reference; `again` adds a second one to the same entity (a journey's arrival). */
  const add = (holder: Entity, ref: Entity, as = ref.key, optional = false, again = false) => {
    if (holder === ref || (!again && reaches(holder.selected, ref.selected))) return false;
    if (reaches(ref.selected, holder.selected)) return false;
    if (!unlinkedBefore.has(holder.selected) && !unlinkedBefore.has(ref.selected)) return false;
    holder.selected.refs.push({ to: ref.key, as, optional, unique: false });
    return true;
  };
  const of = (...roles: Role[]) => entities.filter((e) => roles.includes(e.role.role));
  const places = of('place').sort((a, b) => a.role.scale - b.role.scale);

  // Parts to their whole: things to where they are kept (vehicles to their base, a cabin to its
  // ship), smaller places to larger ones, events to their series, people to their group.
  const vehicles = of('vehicle');
  for (const place of places) {
    const whole = place.role.onboard
      ? (vehicles[0] ?? places.find((p) => p.role.scale > place.role.scale))
      : places.find((p) => p.role.scale > place.role.scale);
    if (whole) add(place, whole);
  }
  const store = places.find((p) => !p.role.seating);
  for (const thing of entities.filter((e) => e.role.kept)) if (store) add(thing, store);
  const base = places.find((p) => p.role.base);
  for (const vehicle of vehicles) if (base) add(vehicle, base);
  const largest = places.at(-1);
  const workplace =
    largest && largest.role.scale >= 2 && !largest.role.seating ? largest : undefined;
  const series = of('series');
  for (const event of of('event')) if (series[0]) add(event, series[0]);
  const groups = of('group');
  for (const person of of('person')) if (groups[0]) add(person, groups[0]);
  for (const group of groups) if (series[0]) add(group, series[0]);

  // Works to their makers, things to their owners, and kinds from what they classify: the entity
  // that shares the kind's first word (a seed sample its seed variety, a wash its wash program).
  const people = of('person');
  const creator = people.find((p) => CREATORS.has(p.key.split('_').at(-1) ?? ''));
  for (const work of of('work')) if (creator) add(work, creator);
  const owner = people.find((p) => p.key.endsWith('owner'));
  for (const thing of of('vehicle', 'thing')) if (owner) add(thing, owner);
  const firstOf = (...roles: Role[]) => roles.map((r) => of(r)[0]).find(Boolean);
  for (const kind of of('kind')) {
    const prefix = kind.key.split('_')[0];
    const sharing = entities.find(
      (e) => e !== kind && e.role.role !== 'kind' && e.key.split('_')[0] === prefix,
    );
    const holder = sharing ?? firstOf('thing', 'vehicle', 'work', 'event') ?? places[0];
    if (holder) add(holder, kind);
  }

  // Events to what they involve; a series only to what none of its events took.
  const claimed = new Set<Entity>();
  for (const event of [...of('event'), ...series]) {
    const isSeries = event.role.role === 'series';
    const free = (e: Entity) => e !== event && !(isSeries && claimed.has(e));
    const took = (e: Entity, as?: string, again = false) => {
      if (add(event, e, as, false, again)) claimed.add(e);
    };
    for (const thing of of(...OBJECTS).filter(free)) took(thing);
    // A journey goes between sites (ports, stations); other events happen at the most specific
    // place, not at one a place or thing they already reference is part of.
    const at = event.role.moves
      ? places.filter((p) => p.role.scale === largest?.role.scale)
      : places;
    for (const place of at.filter(free)) {
      if (event.role.moves) {
        took(place, `departure_${place.key}`, true);
        took(place, `arrival_${place.key}`, true);
      } else if (!reaches(event.selected, place.selected)) took(place);
    }
    for (const party of of(...PARTIES).filter(free)) took(party);
  }

  // Staff to where they work, once events have taken them (a keeper feeds in the zoo).
  for (const person of of('person')) if (person.role.staff && workplace) add(person, workplace);

  // Records to what they are about: a measure its event or instrument, a document its party.
  for (const measure of of('measure')) {
    const about =
      firstOf('event', 'series', 'thing', 'vehicle') ?? places[0] ?? firstOf('person', 'group');
    if (about) add(measure, about);
  }
  for (const document of of('document')) {
    const about = firstOf('person', 'group', 'vehicle', 'thing', 'event') ?? places[0];
    if (about) add(document, about);
  }

  // Whatever is still alone gets the nearest sensible link.
  for (const e of entities) {
    if (linked(e.selected)) continue;
    const others = entities.filter((o) => o !== e);
    const nearest: Array<Entity | undefined> =
      e.role.role === 'person' || e.role.role === 'group'
        ? [firstOf('vehicle'), largest, firstOf('group'), firstOf('thing')]
        : OCCURRENCES.includes(e.role.role)
          ? [firstOf('vehicle', 'thing', 'work'), places[0], firstOf('person', 'group')]
          : [firstOf('person', 'group'), places[0], firstOf('vehicle')];
    const target = [...nearest, ...others].find((o) => o !== undefined && o !== e);
    if (target && !add(e, target, target.key, true)) add(target, e, e.key, true);
  }
}
