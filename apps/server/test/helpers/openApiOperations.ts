import type { JsonSchema } from './jsonSchemaArbitrary';

/** One operation of the OpenAPI document: what a request to it may carry. */
export interface Operation {
  method: string;
  /** The path template, `/api/projects/{projectId}`. */
  path: string;
  pathParams: string[];
  query: Record<string, JsonSchema>;
  body: JsonSchema | undefined;
}

interface OpenApiDocument {
  components?: { schemas?: Record<string, unknown> };
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
        requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
      }
    >
  >;
}

const REF_PREFIX = '#/components/schemas/';

/** A part of the document with every `$ref` to a component replaced by the component itself. */
function inlineRefs(value: unknown, components: Record<string, unknown>, depth = 0): unknown {
  if (depth > 50) throw new Error('the OpenAPI document has a $ref cycle too deep to inline');
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, components, depth + 1));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith(REF_PREFIX))
    return inlineRefs(components[ref.slice(REF_PREFIX.length)], components, depth + 1);
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [k, inlineRefs(v, components, depth + 1)]),
  );
}

/** Reads every operation of the server's OpenAPI document (`/api/docs/json`). */
export async function openApiOperations(baseUrl: string): Promise<Operation[]> {
  const res = await fetch(`${baseUrl}/api/docs/json`);
  if (res.status !== 200) throw new Error(`OpenAPI document: ${res.status}`);
  const raw = (await res.json()) as OpenApiDocument;
  // The walk needs each operation's whole schemas: the components they refer to, inlined.
  const doc = inlineRefs({ paths: raw.paths }, raw.components?.schemas ?? {}) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const params = op.parameters ?? [];
      operations.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: Object.fromEntries(
          params.filter((p) => p.in === 'query').map((p) => [p.name, p.schema ?? {}]),
        ),
        body: op.requestBody?.content?.['application/json']?.schema,
      });
    }
  }
  return operations;
}
