/** How many member avatars the overview shows before the "+N" avatar (spec 2 §9). */
export const OVERVIEW_AVATAR_COUNT = 3;

/** One place in the overview's avatar strip: a member, or the "+N" avatar to the team page. */
export type StripItem<M> =
  { kind: 'member'; member: M } | { kind: 'more'; count: number; label: string };

/**
 * The overview's avatars (spec 2 §2): up to three members, then "+N" for the rest, last in the
 * strip, when there are more than three.
 */
export function memberStrip<M>(members: readonly M[], total = members.length): StripItem<M>[] {
  const items: StripItem<M>[] = members
    .slice(0, OVERVIEW_AVATAR_COUNT)
    .map((member) => ({ kind: 'member', member }));
  const rest = Math.max(total, members.length) - OVERVIEW_AVATAR_COUNT;
  if (rest > 0) items.push({ kind: 'more', count: rest, label: `+${rest}` });
  return items;
}
