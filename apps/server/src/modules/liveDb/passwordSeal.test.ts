import { describe, expect, it } from 'vitest';
import { openPassword, passwordKey, sealPassword } from './passwordSeal';

describe('sealed connection passwords', () => {
  const key = passwordKey('the server secret');
  const id = '2b0c8f57-5b1a-4d38-9a56-0d3f4f1f6a10';

  it('opens what it sealed, and the stored form shows nothing of the password', () => {
    const sealed = sealPassword(key, id, 'pä55 word');
    expect(sealed).toMatch(/^v1\.[A-Za-z0-9_-]+$/);
    // Neither the text nor its bytes: a check for a short piece such as '55' failed about one run in
    // eighty, when the random nonce's and cipher text's base64 happened to hold it.
    expect(sealed).not.toContain('pä55 word');
    const bytes = Buffer.from(sealed.slice('v1.'.length), 'base64url');
    expect(bytes.includes(Buffer.from('pä55 word', 'utf8'))).toBe(false);
    expect(openPassword(key, id, sealed)).toBe('pä55 word');
    // A fresh nonce each time: two seals of one password differ.
    expect(sealPassword(key, id, 'pä55 word')).not.toBe(sealed);
  });

  it('opens on its own row only, under the secret that sealed it, and not once altered', () => {
    const sealed = sealPassword(key, id, 'secret');
    const otherRow = '9d1f3a2e-0c4b-4b8e-8f0a-6a5d8e7c9b21';
    // The second-to-last character (all six of its bits are data) changed to another one.
    const altered = `${sealed.slice(0, -2)}${sealed.at(-2) === 'A' ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(altered).not.toBe(sealed);
    for (const attempt of [
      () => openPassword(key, otherRow, sealed),
      () => openPassword(passwordKey('another secret'), id, sealed),
      () => openPassword(key, id, altered),
    ])
      expect(attempt).toThrow(/AUTH_SECRET changed.*enters the password again/);
  });
});
