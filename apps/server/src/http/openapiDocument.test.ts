import { describe, expect, it } from 'vitest';
import { apiOperations } from './apiOperation';
import { assertDocumented, errorStatuses, tidyComponents } from './openapiDocument';

const op = apiOperations('projects');
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('assertDocumented', () => {
  it('refuses an /api route without an operationId, a summary, one tag and security', () => {
    expect(() => assertDocumented({ url: '/api/projects', method: 'GET', schema: {} })).toThrow(
      'GET /api/projects needs exactly one tag, an operationId, a summary, security',
    );
    expect(() =>
      assertDocumented({ url: '/api/projects', method: 'GET', schema: { tags: ['a', 'b'] } }),
    ).toThrow(/exactly one tag/);
  });

  it('lets documented, hidden and non-API routes through', () => {
    const schema = op.signedIn('listProjects', 'Lists the projects.');
    expect(() => assertDocumented({ url: '/api/projects', method: 'GET', schema })).not.toThrow();
    expect(() =>
      assertDocumented({ url: '/api/auth/*', method: 'GET', schema: { hide: true } }),
    ).not.toThrow();
    expect(() => assertDocumented({ url: '/', method: 'GET' })).not.toThrow();
  });
});

describe('errorStatuses', () => {
  it('derives the statuses from what an operation takes and whether it needs the session', () => {
    expect(errorStatuses(op.open('listProducts', 'Lists.'))).toEqual([500]);
    expect(
      errorStatuses({ ...op.signedIn('updateProject', 'Updates.', [409]), body: {}, params: {} }),
    ).toEqual([400, 401, 403, 404, 409, 413, 415, 500]);
  });
});

describe('tidyComponents', () => {
  it('gives an input form the plain name when it equals the output form or is used alone', () => {
    const doc = {
      paths: {
        '/a': {
          post: { body: ref('ProjectInput'), ok: ref('Project'), other: ref('CreateInput') },
        },
      },
      components: {
        schemas: {
          Project: { type: 'object' },
          ProjectInput: { type: 'object' },
          Create: { type: 'string' },
          CreateInput: { type: 'number' },
          Unused: { type: 'null' },
        },
      },
    };
    expect(tidyComponents(doc)).toEqual({
      paths: { '/a': { post: { body: ref('Project'), ok: ref('Project'), other: ref('Create') } } },
      components: { schemas: { Project: { type: 'object' }, Create: { type: 'number' } } },
    });
  });

  it('keeps the components that used components refer to', () => {
    const doc = {
      paths: { '/a': { get: ref('List') } },
      components: { schemas: { List: { items: ref('Item') }, Item: { type: 'string' } } },
    };
    expect(tidyComponents(doc).components.schemas).toEqual(doc.components.schemas);
  });
});
