import { describe, expect, it } from 'vitest';
import { base64Of } from './embeddedFont';

describe('base64Of', () => {
  it('encodes a font larger than one slice as one base64 text', () => {
    const bytes = new Uint8Array(100_000).map((_, i) => i % 251);
    const expected = btoa(Array.from(bytes, (b) => String.fromCharCode(b)).join(''));
    expect(base64Of(bytes)).toBe(expected);
  });
});
