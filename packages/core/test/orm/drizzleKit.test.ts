import { describe, expect, it } from 'vitest';
import { drizzleKitSql } from './drizzleKit';

describe("drizzle-kit's API in a worker shared by test files", () => {
  it('leaves no enumerable property on the built-in prototypes, and its own methods working', () => {
    expect(typeof drizzleKitSql).toBe('function');
    expect(Object.keys(Array.prototype)).toEqual([]);
    expect(Object.keys(String.prototype)).toEqual([]);
    expect(Object.keys(Object.prototype)).toEqual([]);
    // What a `for…in` over an array (sql.js's rows) meets.
    const seen: string[] = [];
    const columns = ['a', 'b'] as unknown as Record<string, string>;
    for (const key in columns) seen.push(key);
    expect(seen).toEqual(['0', '1']);
    // drizzle-kit's own calls of what it added still work.
    expect((['only'] as unknown as { random(): string }).random()).toBe('only');
  });
});
