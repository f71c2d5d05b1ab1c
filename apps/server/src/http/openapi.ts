import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, FastifySchema } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
} from 'fastify-type-provider-zod';
import { tokenReaches } from '../auth/accessTokens';
import { SESSION_SCHEME, SHARE_GRANT_SCHEME, SHARE_SCHEME, TOKEN_SCHEME } from './apiOperation';
import { assertDocumented, errorResponses, tidyComponents } from './openapiDocument';
import { openApiSchemas } from './openapiSchemas';

const DESCRIPTION = `The HTTP API behind the Relata web app.

**Sessions.** Operations marked with the \`session\` security scheme need the session cookie.
A client gets it from \`POST /api/account/sign-in\` (\`{email, password}\`; the account's e-mail
address must be verified), which answers with \`Set-Cookie\`; send that cookie with every later
request. \`POST /api/account/sign-out\` ends the session. Requests that change something must come
from the app's origin: send an \`Origin\` header equal to the server's public URL.

**Access tokens.** Operations that also list the \`token\` scheme take a personal access token
instead: \`Authorization: Bearer relata_pat_...\`, made in Settings > Security. A token acts as its
user on the list of projects and on project routes only, within its scope (a read token reads, a
write token also changes) and on the projects it names; it needs no \`Origin\` header when no
cookie is sent. A token that is invalid, expired or revoked answers 401.

**Share links.** Operations with the \`shareLink\` scheme read one project's diagram for a
reader without an account: send the link's token as \`x-share-token\`. A link with a password
first needs \`POST /api/share/unlock\`; send the grant it answers as \`x-share-grant\`. A token
that is not a link's, or a link revoked or expired, answers 404.

**Errors.** Every error answers \`{error: {code, message, fields?}}\` (the \`Error\` schema).`;

/**
 * The OpenAPI 3.1 description, built from the routes' zod schemas and the names in
 * openapiSchemas.ts, browsable at /api/docs. From here on, an /api route that is not hidden must
 * say its tag, operationId, summary and security, or the server does not start.
 */
export async function registerOpenApi(
  app: FastifyInstance,
  opts: { sessionCookie: string },
): Promise<void> {
  app.addHook('onRoute', assertDocumented);
  const zodTransform = createJsonSchemaTransform({ schemaRegistry: openApiSchemas });
  const zodTransformObject = createJsonSchemaTransformObject({ schemaRegistry: openApiSchemas });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'Relata API', version: '0.1.0', description: DESCRIPTION },
      components: {
        securitySchemes: {
          [SESSION_SCHEME]: { type: 'apiKey', in: 'cookie', name: opts.sessionCookie },
          [TOKEN_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'A personal access token (relata_pat_...), on project routes only.',
          },
          [SHARE_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'x-share-token',
            description:
              "A share link's token (the last part of /s/{token}), on /api/share routes only.",
          },
          [SHARE_GRANT_SCHEME]: {
            type: 'apiKey',
            in: 'header',
            name: 'x-share-grant',
            description: "What POST /api/share/unlock answered for a password link's password.",
          },
        },
      },
    },
    transform: (input) => {
      const { schema, url } = zodTransform(input);
      if (schema.hide) return { schema, url };
      const methods = [input.route.method].flat().map(String);
      const byToken =
        (schema.security?.length ?? 0) > 0 &&
        methods.every((m) => tokenReaches(m, input.route.url));
      // `errors` is ours, not OpenAPI's; FastifySchema types `response` as unknown, and the zod
      // transform has written it as an object of status -> response.
      const {
        errors: _extra,
        response,
        ...rest
      } = schema as FastifySchema & { response?: Record<string, unknown> };
      const security = byToken ? [...(rest.security ?? []), { [TOKEN_SCHEME]: [] }] : rest.security;
      return {
        schema: { ...rest, security, response: { ...response, ...errorResponses(schema) } },
        url,
      };
    },
    transformObject: (input) => tidyComponents(zodTransformObject(input)),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Served over plain http on localhost too, where upgrading subresources to https would break the page.
    transformStaticCSP: (header) => header.replace(/upgrade-insecure-requests;?\s*/, ''),
  });
}
