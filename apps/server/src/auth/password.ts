import { hash, verify } from '@node-rs/argon2';

/**
 * Argon2id with OWASP's minimum (19 MiB, 2 iterations, 1 lane). Hashing runs on libuv's thread
 * pool, so a burst of sign-ins never blocks the event loop (better-auth's default scrypt is
 * synchronous JavaScript and below OWASP's parameters).
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password for storage (PHC string with its parameters). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** Checks a password against a stored hash; false for a malformed hash rather than an error. */
export async function verifyPassword(data: { hash: string; password: string }): Promise<boolean> {
  try {
    return await verify(data.hash, data.password);
  } catch {
    return false;
  }
}
