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

/**
 * The document's catch-alls and the web app's page: not API operations with inputs of their own
 * (another issue removes them from the document).
 */
const isCatchAll = (path: string) => path.includes('{*}') || !path.startsWith('/api/');

/** Reads every operation of the server's OpenAPI document (`/api/docs/json`). */
export async function openApiOperations(baseUrl: string): Promise<Operation[]> {
  const res = await fetch(`${baseUrl}/api/docs/json`);
  if (res.status !== 200) throw new Error(`OpenAPI document: ${res.status}`);
  const doc = (await res.json()) as OpenApiDocument;
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    if (isCatchAll(path)) continue;
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
