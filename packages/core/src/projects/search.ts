/**
 * Project search of the dashboard and the selector (spec 1 §5): case-insensitive, the query split
 * on whitespace, every word must appear in the name. An empty query matches everything.
 */
export function matchesSearch(name: string, query: string): boolean {
  const haystack = name.toLocaleLowerCase();
  return query
    .toLocaleLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => haystack.includes(word));
}

/** Sorts by role name alphabetically (Admin, Editor, Viewer), then by name (spec 1 §6). */
export function sortByRoleName<T extends { role: string; name: string }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => a.role.localeCompare(b.role) || a.name.localeCompare(b.name));
}
