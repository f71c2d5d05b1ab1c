import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTER_MESSAGE,
  findUnsafeInput,
  isSafeText,
  MAX_INPUT_DEPTH,
  TOO_DEEP_MESSAGE,
} from './unsafeInput';

describe('isSafeText', () => {
  it('keeps tabs, line breaks and any printable Unicode', () => {
    expect(isSafeText('Orders\n\tand customers\r\n')).toBe(true);
    expect(isSafeText('Größe 📦 注文')).toBe(true);
  });

  it('refuses NUL, the other C0 controls and DEL', () => {
    for (const ch of ['\u0000', '\u0001', '\u0008', '\u000B', '\u000C', '\u001B', '\u007F'])
      expect(isSafeText(`a${ch}b`), JSON.stringify(ch)).toBe(false);
  });

  it('refuses lone surrogates (PostgreSQL refuses them in jsonb)', () => {
    expect(isSafeText('a\uD800b')).toBe(false);
    expect(isSafeText('\uDC00')).toBe(false);
  });
});

describe('findUnsafeInput', () => {
  it('answers null for clean values, numbers, booleans and raw bytes', () => {
    expect(findUnsafeInput({ a: ['x', 1, true, null], b: { c: 'y' } })).toBeNull();
    expect(findUnsafeInput(new Uint8Array([0, 1, 2]))).toBeNull();
  });

  it('points at the first string with a control character', () => {
    expect(findUnsafeInput({ a: 'ok', b: [{ c: 'x\u0000' }] })).toEqual({
      path: ['b', 0, 'c'],
      message: CONTROL_CHARACTER_MESSAGE,
    });
    expect(findUnsafeInput('\u0000')).toEqual({ path: [], message: CONTROL_CHARACTER_MESSAGE });
  });

  it('points at a key with a control character, written printably', () => {
    expect(findUnsafeInput({ a: { 'k\u0000': 1 } })).toEqual({
      path: ['a', 'k\\u0000'],
      message: CONTROL_CHARACTER_MESSAGE,
    });
  });

  it('refuses nesting past the limit without overflowing the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const found = findUnsafeInput({ value: deep });
    expect(found?.message).toBe(TOO_DEEP_MESSAGE);
    expect(found?.path).toHaveLength(MAX_INPUT_DEPTH);
    let fine: unknown = 'leaf';
    for (let i = 0; i < MAX_INPUT_DEPTH; i++) fine = [fine];
    expect(findUnsafeInput(fine)).toBeNull();
  });
});
