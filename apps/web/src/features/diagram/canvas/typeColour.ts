/** The type colour classes of spec 2 §3 (uuid, integer, text, varchar, boolean, datetime), by type name. */
export function typeColourOf(type: string): string {
  const t = type.toLowerCase();
  if (t.includes('uuid')) return 'uuid';
  if (/int|serial|number|numeric|decimal/.test(t)) return 'integer';
  if (t.includes('bool')) return 'boolean';
  if (/date|time/.test(t)) return 'datetime';
  if (/char|string/.test(t)) return 'varchar';
  if (t.includes('text')) return 'text';
  return 'other';
}
