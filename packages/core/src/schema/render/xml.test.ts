import { describe, expect, it } from 'vitest';
import { num, oneLine, xmlText } from './xml';

describe('xmlText', () => {
  it('writes markup characters as entities', () => {
    expect(xmlText(`</text><script>"a" & 'b'`)).toBe(
      '&lt;/text&gt;&lt;script&gt;&quot;a&quot; &amp; &apos;b&apos;',
    );
  });

  it('drops what XML 1.0 forbids and keeps the rest of Unicode', () => {
    expect(xmlText('a\u0000b\u0007c\u000bd\u001be\ufffef\ud800g')).toBe('abcdefg');
    expect(xmlText('tab\tline\nStraße 😀 データ')).toBe('tab\tline\nStraße 😀 データ');
  });
});

describe('num and oneLine', () => {
  it('writes at most two decimals and never NaN', () => {
    expect(num(12.3456)).toBe('12.35');
    expect(num(-0.5)).toBe('-0.5');
    expect(num(Number.NaN)).toBe('0');
    expect(num(Infinity)).toBe('0');
  });

  it('draws a name on one line as nowrap does', () => {
    expect(oneLine('  line one\nline\ttwo  ')).toBe('line one line two');
  });
});
