import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Validator } from '@seriousme/openapi-schema-validator';
import fc from 'fast-check';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, type TestUser } from './helpers/clients';
import { api } from './helpers/projects';
import { validValue, type JsonSchema } from './helpers/jsonSchemaArbitrary';
import { openApiOperations, type Operation } from './helpers/openApiOperations';
import { startTestServer, type TestServer } from './helpers/testServer';

const CLIENT_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'openapi-client');
/** Where the generated types and the deliberately wrong calls go (gitignored). */
const GENERATED_DIR = path.join(CLIENT_DIR, 'generated');

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

interface OperationObject {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

interface Document {
  openapi: string;
  info: { description?: string };
  paths: Record<string, Record<string, OperationObject>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
  };
}

/** Every operation of the document with its method and path. */
function operationsOf(doc: Document) {
  return Object.entries(doc.paths).flatMap(([p, item]) =>
    Object.entries(item)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, op]) => ({ key: `${method.toUpperCase()} ${p}`, path: p, op })),
  );
}

const needsSession = (op: OperationObject) => (op.security ?? []).some((r) => 'session' in r);

/** The type errors of one file, checked as strictly as the project checks its own code. */
function typeErrors(file: string): string[] {
  const program = ts.createProgram([file], {
    strict: true,
    noUncheckedIndexedAccess: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2023,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    types: [],
  });
  return ts
    .getPreEmitDiagnostics(program)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

/** A request's path with each parameter filled with a value its schema accepts. */
function filledPath(operation: Operation, params: Record<string, JsonSchema>): string {
  return operation.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const [value] = fc.sample(validValue(params[name] ?? {}, { ids: [] }), { numRuns: 1, seed: 7 });
    return encodeURIComponent(String(value));
  });
}

describe('the OpenAPI document', () => {
  let t: TestServer;
  let doc: Document;
  /** The document's JSON text, as a generator or validator reads it. */
  let text: string;
  let user: TestUser;
  beforeAll(async () => {
    t = await startTestServer('pglite');
    text = await (await fetch(`${t.url}/api/docs/json`)).text();
    doc = JSON.parse(text) as Document;
    user = await signUp(t.url);
  });
  afterAll(() => t.close());

  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(JSON.parse(text) as Record<string, unknown>);
    expect(validator.version).toBe('3.1');
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('gives every operation a unique operationId, a summary, one tag and its security', () => {
    const operations = operationsOf(doc);
    expect(operations.length).toBeGreaterThan(70);
    const ids = operations.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const { key, op } of operations) {
      expect(op.operationId, key).toMatch(/^[a-z][a-zA-Z]+$/);
      expect(op.summary, key).toMatch(/^[A-Z].{8,}\.$/);
      expect(op.tags, key).toHaveLength(1);
      expect(op.security, key).toBeDefined();
    }
  });

  it('declares the session cookie better-auth really sets as the security scheme', () => {
    const scheme = doc.components.securitySchemes.session;
    expect(scheme).toEqual({ type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' });
    expect(user.cookie).toContain(`${scheme?.name}=`);
    expect(doc.info.description).toContain('POST /api/account/sign-in');
  });

  it('refers every 4xx and 5xx response to the Error component, which is the API error shape', () => {
    expect(doc.components.schemas.Error).toMatchObject({
      type: 'object',
      required: ['error'],
      properties: { error: { required: ['code', 'message'] } },
    });
    for (const { key, op } of operationsOf(doc)) {
      const statuses = Object.keys(op.responses ?? {}).filter((s) => /^[45]/.test(s));
      expect(statuses, key).toContain('500');
      if (needsSession(op)) expect(statuses, key).toEqual(expect.arrayContaining(['401', '403']));
      if (key.includes('{')) expect(statuses, key).toContain('404');
      for (const status of statuses) {
        // Health answers 503 with its own report, which monitors read.
        if (key === 'GET /api/health' && status === '503') continue;
        const schema = op.responses?.[status]?.content?.['application/json']?.schema;
        expect(schema, `${key} ${status}`).toEqual({ $ref: '#/components/schemas/Error' });
      }
    }
  });

  it('names request and response schemas as components that operations share', () => {
    const uses = new Map<string, number>();
    for (const { op } of operationsOf(doc))
      for (const ref of new Set(JSON.stringify(op).match(/#\/components\/schemas\/\w+/g)))
        uses.set(ref, (uses.get(ref) ?? 0) + 1);
    expect(Object.keys(doc.components.schemas).length).toBeGreaterThan(40);
    expect(uses.get('#/components/schemas/Project')).toBeGreaterThanOrEqual(4);
    expect(uses.get('#/components/schemas/Ok')).toBeGreaterThanOrEqual(20);
    expect(doc.paths['/api/projects']?.post?.responses?.['201']).toMatchObject({
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Project' } } },
    });
    // Every component is used: nothing unreferenced, no `XInput` twin of an equal `X`.
    const text = JSON.stringify({ ...doc, components: { ...doc.components, schemas: {} } });
    const all = JSON.stringify(doc);
    for (const name of Object.keys(doc.components.schemas))
      expect(text.includes(`/${name}"`) || all.includes(`schemas/${name}"`), name).toBe(true);
  });

  it('leaves out the catch-alls, the static pages, the auth mount and the docs themselves', () => {
    const paths = Object.keys(doc.paths);
    expect(paths.filter((p) => p.includes('*') || !p.startsWith('/api/'))).toEqual([]);
    expect(paths.filter((p) => /^\/api\/(auth|docs|dev|realtime)\b/.test(p))).toEqual([]);
  });

  it('says the truth about security: without a cookie, exactly the session operations answer 401', async () => {
    const byKey = new Map(operationsOf(doc).map(({ key, op }) => [key, op]));
    const operations = await openApiOperations(t.url);
    const wrong: string[] = [];
    for (const operation of operations) {
      const key = `${operation.method} ${operation.path}`;
      const op = byKey.get(key);
      const raw = doc.paths[operation.path]?.[operation.method.toLowerCase()] as
        { parameters?: Array<{ name: string; schema: JsonSchema }> } | undefined;
      const params = Object.fromEntries((raw?.parameters ?? []).map((p) => [p.name, p.schema]));
      // A body the schema accepts, so that validation does not answer first (zod may still refuse
      // a sample its JSON schema allows: the first few are tried).
      const bodies = operation.body
        ? fc.sample(validValue(operation.body, { ids: [] }), { numRuns: 10, seed: 7 })
        : [undefined];
      let answer = { status: 0, message: '' };
      for (const body of bodies) {
        const res = await fetch(`${t.url}${filledPath(operation, params)}`, {
          method: operation.method,
          headers: {
            origin: t.url,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const text = await res.text();
        answer = {
          status: res.status,
          message: text.includes('User not authenticated') ? 'unauthenticated' : text,
        };
        if (res.status !== 400) break;
      }
      const refusedForSession = answer.status === 401 && answer.message === 'unauthenticated';
      if (refusedForSession !== needsSession(op ?? {}))
        wrong.push(
          `${key}: declared ${needsSession(op ?? {}) ? 'session' : 'public'}, answered ${answer.status}`,
        );
    }
    expect(wrong).toEqual([]);
  });

  describe('a client generated from it with openapi-typescript', () => {
    beforeAll(async () => {
      fs.mkdirSync(GENERATED_DIR, { recursive: true });
      // Defaults make request fields optional; the generator would otherwise require them.
      const ast = await openapiTS(JSON.parse(text) as OpenAPI3, {
        defaultNonNullable: false,
      });
      fs.writeFileSync(path.join(GENERATED_DIR, 'relata.ts'), astToString(ast));
    });

    it('type-checks a script that creates, lists and reads projects', () => {
      expect(typeErrors(path.join(CLIENT_DIR, 'script.ts'))).toEqual([]);
    });

    it('refuses a body field and a path the API does not have', () => {
      const call = (line: string) =>
        [
          "import createClient from 'openapi-fetch';",
          "import type { paths } from './relata';",
          "const client = createClient<paths>({ baseUrl: 'http://localhost' });",
          `export const result = ${line};`,
        ].join('\n');
      const wrongBody = path.join(GENERATED_DIR, 'wrongBody.ts');
      fs.writeFileSync(wrongBody, call("client.POST('/api/projects', { body: { title: 'x' } })"));
      const wrongPath = path.join(GENERATED_DIR, 'wrongPath.ts');
      fs.writeFileSync(wrongPath, call("client.GET('/api/project', {})"));
      expect(typeErrors(wrongBody).join('\n')).toMatch(/title|name/);
      expect(typeErrors(wrongPath).join('\n')).toMatch(/\/api\/project/);
    });

    it('runs the script against the server with a real session', async () => {
      // Imported by path: the project's type-check leaves out the script, whose types are generated.
      const script = path.join(CLIENT_DIR, 'script.ts');
      const { createListAndRead } = (await import(script)) as {
        createListAndRead: (baseUrl: string, cookie: string) => Promise<unknown>;
      };
      expect(await createListAndRead(t.url, user.cookie)).toEqual({
        created: { name: 'Typed client', databaseType: 'postgresql' },
        listed: ['Typed client'],
        read: 'Typed client',
        missing: { status: 404, code: 'not_found' },
      });
    });

    it('runs it with a personal access token instead of the session', async () => {
      const script = path.join(CLIENT_DIR, 'script.ts');
      const { readWithToken } = (await import(script)) as {
        readWithToken: (baseUrl: string, token: string) => Promise<unknown>;
      };
      const made = await api(t.url, user, 'POST', '/api/account/tokens', {
        name: 'Typed client',
        expiresInDays: 30,
        scope: 'read',
        projectIds: null,
      });
      const { token } = (await made.json()) as { token: string };
      expect(await readWithToken(t.url, token)).toEqual({
        listed: ['Typed client'],
        tables: 0,
        profile: 403,
      });
    });
  });
});
