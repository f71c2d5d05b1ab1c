import { describe, expect, it } from 'vitest';
import { readApiErrorBody } from './errorBody';
import { apiErrorBodySchema } from './errors';

describe('readApiErrorBody', () => {
  it('accepts and refuses exactly what apiErrorBodySchema does', () => {
    const samples: unknown[] = [
      null,
      'Not Found',
      [],
      { error: 'boom' },
      { error: [] },
      { error: { code: 'not_found', message: 'Project not found.' } },
      { error: { code: 'validation_failed', message: 'Bad', fields: { email: 'is required' } } },
      { error: { code: 'validation_failed', message: 'Bad', fields: {} } },
      { error: { code: 'x', message: 'y', fields: { email: 3 } } },
      { error: { code: 'x', message: 'y', fields: null } },
      { error: { code: 'x', message: 'y', fields: ['is required'] } },
      { error: { code: 'x', message: 'y', fields: undefined } },
      { error: { code: 'x', message: 'y', extra: true }, other: 1 },
      { error: { code: 1, message: 'y' } },
      { error: { code: 'x' } },
      { code: 'INVALID_EMAIL', message: 'Invalid email' },
    ];
    for (const sample of samples) {
      const parsed = apiErrorBodySchema.safeParse(sample);
      expect(readApiErrorBody(sample), JSON.stringify(sample)).toEqual(
        parsed.success ? parsed.data : null,
      );
    }
  });
});
