/**
 * Connection passwords at rest (issue 38, item 1c): AES-256-GCM under a key derived with HKDF
 * from AUTH_SECRET, with the connection's id as associated data, so that a sealed password
 * opens only on its own row and only with the secret that sealed it.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { AppError } from '../../http/errors';

/** The version mark of the stored form; a later scheme would take another. */
const FORMAT = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The key of connection passwords; other uses of AUTH_SECRET derive with other labels. */
export function passwordKey(authSecret: string): Buffer {
  return Buffer.from(
    hkdfSync('sha256', authSecret, 'relata', 'relata live database connection password', 32),
  );
}

/** Seals a password for the connection row `connectionId`: `v1.<base64url(iv | tag | text)>`. */
export function sealPassword(key: Buffer, connectionId: string, password: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(connectionId));
  const text = Buffer.concat([cipher.update(password, 'utf8'), cipher.final()]);
  return `${FORMAT}.${Buffer.concat([iv, cipher.getAuthTag(), text]).toString('base64url')}`;
}

/**
 * Opens a sealed password. A password sealed under another AUTH_SECRET (or tampered with)
 * answers a 422 that asks an Admin to enter it again.
 */
export function openPassword(key: Buffer, connectionId: string, sealed: string): string {
  try {
    const [format, body = ''] = sealed.split('.');
    if (format !== FORMAT) throw new Error('unknown format');
    const bytes = Buffer.from(body, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(connectionId));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const text = bytes.subarray(IV_BYTES + TAG_BYTES);
    return Buffer.concat([decipher.update(text), decipher.final()]).toString('utf8');
  } catch {
    throw new AppError(
      422,
      'unprocessable',
      'The stored password of this connection cannot be read (the server’s AUTH_SECRET changed). ' +
        'An Admin enters the password again.',
    );
  }
}
