/** The security scheme of the session cookie in the OpenAPI document. */
export const SESSION_SCHEME = 'session';
/** The security scheme of a personal access token (issue 39), beside the session on project routes. */
export const TOKEN_SCHEME = 'token';

/**
 * The security scheme of a share link's token (issue 41), header `x-share-token`: the share page's
 * read routes, for readers without an account.
 */
export const SHARE_SCHEME = 'shareLink';
/** The security scheme of the grant a share link's password unlocked, header `x-share-grant`. */
export const SHARE_GRANT_SCHEME = 'shareGrant';

/**
 * Error statuses an operation answers beyond those the document derives from its shape (400 for
 * input, 401 and 403 for the session, 404 for path parameters, 413 and 415 for a body, 500):
 * a wrong password's 401, a raw upload's 400, 413 and 415, 409 conflicts, 422 refusals, 429 rate
 * limits, 502 when a provider fails.
 */
export type ExtraErrorStatus = 400 | 401 | 409 | 413 | 415 | 422 | 429 | 502;

declare module 'fastify' {
  interface FastifySchema {
    /** Statuses the OpenAPI document lists with the error shape, beyond the derived ones. */
    errors?: readonly ExtraErrorStatus[];
  }
}

/** What an operation's schema says of it in the OpenAPI document. */
export interface OperationDoc {
  tags: [string];
  operationId: string;
  summary: string;
  security: Array<Record<string, string[]>>;
  errors?: readonly ExtraErrorStatus[];
}

/**
 * The documentation half of a module's route schemas, one tag for the module: `signedIn` for an
 * operation whose handler requires the session cookie, `open` for one anybody may call, `shared`
 * for one a share link's token opens (issue 41). Spread it
 * into the schema: `schema: { ...op.signedIn('listProjects', 'Lists your projects.'), response }`.
 */
export function apiOperations(tag: string) {
  const describe =
    (security: OperationDoc['security']) =>
    (operationId: string, summary: string, errors?: readonly ExtraErrorStatus[]): OperationDoc => ({
      tags: [tag],
      operationId,
      summary,
      security,
      ...(errors ? { errors } : {}),
    });
  return {
    signedIn: describe([{ [SESSION_SCHEME]: [] }]),
    open: describe([]),
    /** A share link's route: its token, and for a password link the grant its password gave. */
    shared: describe([{ [SHARE_SCHEME]: [], [SHARE_GRANT_SCHEME]: [] }, { [SHARE_SCHEME]: [] }]),
  };
}
