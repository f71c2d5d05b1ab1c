import { z } from 'zod';

/**
 * Personal access tokens (issue 39): a user's key for the `relata` command and CI. A token acts as
 * its user on project routes only, within its scope: `read` (GET) or `write` (every method), on
 * all the user's projects or on chosen ones. It never reaches account, token or billing routes.
 */
export const TOKEN_SCOPES = ['read', 'write'] as const;
/** What a token may do on the projects it reaches. */
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The lifetimes a token may be given, in days; `null` is a token that does not expire. */
export const TOKEN_EXPIRY_DAYS = [30, 90, 365] as const;

/** Every token starts so: a secret scanner (and a person) can tell what it is. */
export const TOKEN_PREFIX = 'relata_pat_';
/** A whole token: the prefix and 43 characters of base64url (32 random bytes). */
export const TOKEN_PATTERN = /^relata_pat_[A-Za-z0-9_-]{43}$/;

/** The longest token name. */
export const TOKEN_NAME_MAX = 100;
/** Most live tokens a user keeps; one more answers 409. */
export const MAX_TOKENS_PER_USER = 50;
/** Most projects a token names. */
export const MAX_TOKEN_PROJECTS = 100;

/** The answer to a request with a token that is not one, has expired or was revoked (401). */
export const TOKEN_INVALID = 'The access token is invalid, expired or revoked.';
/** The answer to a token on a route it never reaches: account, token, billing (403). */
export const TOKEN_NOT_HERE = 'Access tokens reach project routes only. Sign in to do this.';
/** The answer to a read token on a route that changes something (403). */
export const TOKEN_READ_ONLY = 'This access token can only read. Create a write token to change.';

/** POST /api/account/tokens: a new token (a signed-in browser session only). */
export const createTokenBodySchema = z.strictObject({
  name: z
    .string('Token name is required')
    .trim()
    .min(1, 'Token name is required')
    .max(TOKEN_NAME_MAX, `Token name must be at most ${TOKEN_NAME_MAX} characters`),
  /** 30, 90 or 365 days, or `null` for a token that does not expire. */
  expiresInDays: z.union(
    [z.literal(30), z.literal(90), z.literal(365), z.null()],
    'must be 30, 90, 365 or null',
  ),
  scope: z.enum(TOKEN_SCOPES),
  /** The projects the token reaches; `null` is all the user's projects, now and later. */
  projectIds: z.array(z.uuid()).min(1).max(MAX_TOKEN_PROJECTS).nullable(),
});
export type CreateTokenBody = z.output<typeof createTokenBodySchema>;
/** What a client sends to create a token. */
export type CreateTokenBodyInput = z.input<typeof createTokenBodySchema>;

/** DELETE /api/account/tokens/:tokenId. */
export const tokenParamsSchema = z.object({ tokenId: z.uuid() });

/** A token as its owner sees it listed: never the token itself, which is shown once. */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(TOKEN_SCOPES),
  /** The projects it reaches, with their names; `null` is all the user's projects. */
  projects: z.array(z.object({ id: z.string(), name: z.string() })).nullable(),
  /** The token's first characters ("relata_pat_Ab3d"), to tell tokens apart. */
  prefix: z.string(),
  created_at: z.string(),
  /** `null`: the token does not expire. */
  expires_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
  /** The address of the last use. */
  last_used_ip: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** The answer to creating a token: the only time the token itself is shown. */
export const createdTokenSchema = accessTokenSchema.extend({ token: z.string() });
export type CreatedToken = z.infer<typeof createdTokenSchema>;
