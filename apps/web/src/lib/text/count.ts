/**
 * A number with its noun in the singular or the plural: "1 table", "2 tables", "10,000 tables"
 * (issue 36, item 7: never "1 tables").
 */
export function count(n: number, one: string, many: string): string {
  return `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;
}
