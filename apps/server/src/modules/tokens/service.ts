import {
  MAX_TOKENS_PER_USER,
  type AccessToken,
  type CreatedToken,
  type CreateTokenBody,
} from '@relata/core';
import { sql, type Kysely } from 'kysely';
import { newToken } from '../../auth/accessTokens';
import type { Database } from '../../db/schema';
import { AppError, errors } from '../../http/errors';
import { record } from '../audit/record';

/** Shown for a token that does not exist, is another user's, or was revoked. */
export const TOKEN_NOT_FOUND = 'Token not found';

const DAY_MS = 24 * 60 * 60 * 1000;

type Row = {
  id: string;
  name: string;
  scope: AccessToken['scope'];
  project_ids: string[] | null;
  prefix: string;
  created_at: Date;
  expires_at: Date | null;
  last_used_at: Date | null;
  last_used_ip: string | null;
};

const COLUMNS = [
  'id',
  'name',
  'scope',
  'project_ids',
  'prefix',
  'created_at',
  'expires_at',
  'last_used_at',
  'last_used_ip',
] as const;

/** A token as its owner sees it, its projects named (those the user has since left are dropped). */
function present(row: Row, names: Map<string, string>): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    projects:
      row.project_ids &&
      row.project_ids.flatMap((id) => {
        const name = names.get(id);
        return name === undefined ? [] : [{ id, name }];
      }),
    prefix: row.prefix,
    created_at: row.created_at.toISOString(),
    expires_at: row.expires_at?.toISOString() ?? null,
    last_used_at: row.last_used_at?.toISOString() ?? null,
    last_used_ip: row.last_used_ip,
  };
}

/** The names of the projects a user is a member of, by id. */
async function projectNames(db: Kysely<Database>, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('projects as p')
    .innerJoin('project_users as pu', 'pu.project_id', 'p.id')
    .select(['p.id', 'p.name'])
    .where('pu.user_id', '=', userId)
    .execute();
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The user's tokens that were not revoked, newest first; expired ones too, which lists mark. */
export async function listTokens(db: Kysely<Database>, userId: string): Promise<AccessToken[]> {
  const rows = await db
    .selectFrom('access_tokens')
    .select(COLUMNS)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  const names = await projectNames(db, userId);
  return rows.map((row) => present(row, names));
}

/**
 * Creates a token: on the projects it names, which must be the user's (422 otherwise), and within
 * MAX_TOKENS_PER_USER live tokens (409). The token itself is answered this once; only its hash is
 * kept. Audited.
 */
export async function createToken(
  db: Kysely<Database>,
  userId: string,
  body: CreateTokenBody,
): Promise<CreatedToken> {
  const names = await projectNames(db, userId);
  const projectIds = body.projectIds && [...new Set(body.projectIds)];
  const foreign = projectIds?.findIndex((id) => !names.has(id)) ?? -1;
  if (foreign >= 0)
    throw new AppError(422, 'unprocessable', 'A token can only reach your own projects.', {
      [`projectIds.${foreign}`]: 'is not a project you are a member of',
    });
  const made = newToken();
  return db.transaction().execute(async (trx) => {
    // A user's token writes take turns, so two at once cannot pass the limit.
    await trx.selectFrom('user').select('id').where('id', '=', userId).forUpdate().execute();
    const { live } = await trx
      .selectFrom('access_tokens')
      .select(sql<number>`count(*)::int`.as('live'))
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', new Date())]))
      .executeTakeFirstOrThrow();
    if (live >= MAX_TOKENS_PER_USER)
      throw errors.conflict(
        `You have ${MAX_TOKENS_PER_USER} access tokens, the most an account keeps. Revoke one first.`,
      );
    const row = await trx
      .insertInto('access_tokens')
      .values({
        user_id: userId,
        name: body.name,
        token_hash: made.hash,
        prefix: made.prefix,
        scope: body.scope,
        project_ids: projectIds,
        expires_at:
          body.expiresInDays === null ? null : new Date(Date.now() + body.expiresInDays * DAY_MS),
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    await record(trx, {
      kind: 'token_created',
      userId,
      details: { token: row.name, token_id: row.id, scope: row.scope },
    });
    return { ...present(row, names), token: made.token };
  });
}

/** Revokes one of the user's tokens: every later request with it answers 401. Audited. */
export async function revokeToken(
  db: Kysely<Database>,
  userId: string,
  tokenId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .updateTable('access_tokens')
      .set({ revoked_at: sql<Date>`now()` })
      .where('id', '=', tokenId)
      .where('user_id', '=', userId)
      .where('revoked_at', 'is', null)
      .returning(['id', 'name'])
      .executeTakeFirst();
    if (!row) throw errors.notFound(TOKEN_NOT_FOUND);
    await record(trx, {
      kind: 'token_revoked',
      userId,
      details: { token: row.name, token_id: row.id },
    });
  });
}
