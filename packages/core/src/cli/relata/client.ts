import { z } from 'zod';
import type { ImportDiagramBodyInput } from '../../api/diagram';
import { readApiErrorBody } from '../../api/errorBody';
import { projectSchema, type Project } from '../../api/projects';
import { versionSummarySchema } from '../../api/versions';
import { diagramModelSchema, type DiagramModel } from '../../schema/model';

/** Where the command goes and with what: the server's base URL and the token. */
export interface Server {
  url: string;
  token: string;
}

/** A failure the command reports on one line of standard error (exit 2). */
export class RelataError extends Error {}

/** What the command needs to make a request: fetch, and gzip for large bodies when it can. */
export interface HttpIo {
  fetch: typeof fetch;
  /** Compresses a body (the server takes gzip on imports); absent: sent as it is. */
  gzip?(text: string): Promise<Uint8Array>;
}

/** Bodies above this go gzipped where the route takes it (a 1000-table push is megabytes). */
const GZIP_FROM = 64 * 1024;

/** What a push reads of the import's answer: the versions saved before and after. */
const PUSH_ANSWER = z.object({
  beforeVersionId: z.string().optional(),
  versionId: z.string().optional(),
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reason a request never got an answer: the system's code (ECONNREFUSED) where there is one. */
function unreachable(url: string, error: unknown): RelataError {
  const cause =
    error instanceof Error
      ? (error.cause as { code?: string; message?: string } | undefined)
      : undefined;
  const reason =
    cause?.code ?? cause?.message ?? (error instanceof Error ? error.message : String(error));
  return new RelataError(`cannot reach ${url}: ${reason}`);
}

/** The server's API as the command uses it: each answer checked against the API's contract. */
export class RelataClient {
  constructor(
    private readonly io: HttpIo,
    private readonly server: Server,
  ) {}

  private async call<T>(
    method: string,
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    compress = false,
  ): Promise<T> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.server.token}`,
      accept: 'application/json',
      // How the account's security events name the device a token was used from.
      'user-agent': 'relata-cli/0.1.0',
    };
    let payload: string | Uint8Array | undefined;
    if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
      if (compress && this.io.gzip && payload.length > GZIP_FROM) {
        payload = await this.io.gzip(payload);
        headers['content-encoding'] = 'gzip';
      }
    }
    let response: Response;
    try {
      response = await this.io.fetch(`${this.server.url}${path}`, {
        method,
        headers,
        body: payload,
      });
    } catch (error) {
      throw unreachable(this.server.url, error);
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text === '' ? undefined : JSON.parse(text);
    } catch {
      throw new RelataError(
        `${this.server.url} answered ${response.status} with something other than JSON: is it a Relata server?`,
      );
    }
    if (!response.ok) {
      const error = readApiErrorBody(data)?.error;
      const field = error?.fields && Object.entries(error.fields)[0];
      throw new RelataError(
        error
          ? `${error.message}${field ? ` (${field[0]}: ${field[1]})` : ''}`
          : `${this.server.url} answered ${response.status}`,
      );
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success)
      throw new RelataError(`${this.server.url} gave an answer this command does not understand`);
    return parsed.data;
  }

  projects(): Promise<Project[]> {
    return this.call('GET', '/api/projects', z.array(projectSchema));
  }

  /**
   * The project a command names: by id (asked of the server directly, so a project the token
   * does not reach answers the server's 404) or by its name among the projects listed.
   */
  async project(nameOrId: string): Promise<Project> {
    if (UUID.test(nameOrId)) return this.call('GET', `/api/projects/${nameOrId}`, projectSchema);
    const wanted = nameOrId.trim().toLowerCase();
    const named = (await this.projects()).filter((p) => p.name.trim().toLowerCase() === wanted);
    if (named.length > 1)
      throw new RelataError(`${named.length} projects are named "${nameOrId}"; give its id`);
    if (!named[0])
      throw new RelataError(`no project named "${nameOrId}" is reachable with this token`);
    return named[0];
  }

  /**
   * The project's diagram as the model: read once through the model's schema, which drops the
   * stored rows' own fields (a 1000-table diagram is megabytes; a second pass cost a tenth of a push).
   */
  diagram(projectId: string): Promise<DiagramModel> {
    return this.call('GET', `/api/projects/${projectId}/diagram`, diagramModelSchema);
  }

  push(projectId: string, body: ImportDiagramBodyInput) {
    const path = `/api/projects/${projectId}/diagram/import`;
    // Only the versions are read of the answer, which also holds every stored item.
    return this.call('POST', path, PUSH_ANSWER, body, true);
  }

  versions(projectId: string) {
    return this.call('GET', `/api/projects/${projectId}/versions`, z.array(versionSummarySchema));
  }

  version(projectId: string, versionId: string) {
    const path = `/api/projects/${projectId}/versions/${versionId}`;
    return this.call('GET', path, versionSummarySchema.extend({ snapshot: diagramModelSchema }));
  }

  createVersion(projectId: string, name: string) {
    const path = `/api/projects/${projectId}/versions`;
    return this.call('POST', path, versionSummarySchema, { name });
  }
}
