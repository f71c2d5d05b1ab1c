import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldErrorMap, zodFieldErrors, zodIssueRule } from './zodMessages';

const projectForm = z.object({
  name: z.string().trim().min(2),
  description: z.string().max(1000),
  email: z.email(),
  code: z.string().regex(/^[A-Z]+$/),
  seats: z.number().int().min(1).max(50),
  terms: z.literal(true, { error: 'You must accept the terms and conditions.' }),
});

function errorsOf(value: unknown, labels?: Record<string, string>): Record<string, string> {
  const result = projectForm.safeParse(value, { error: fieldErrorMap });
  if (result.success) throw new Error('expected the form to be invalid');
  return zodFieldErrors(result.error, labels);
}

const valid = {
  name: 'Shop',
  description: '',
  email: 'ada@example.com',
  code: 'ABC',
  seats: 3,
  terms: true,
};

describe('fieldErrorMap and zodFieldErrors', () => {
  it('reports a missing or empty value as "is required"', () => {
    const errors = errorsOf({ ...valid, name: '   ', email: undefined });
    expect(errors.name).toBe('is required');
    expect(errors.email).toBe('is required');
  });

  it('quotes the length bounds of strings', () => {
    const errors = errorsOf({ ...valid, name: 'A', description: 'x'.repeat(1001) });
    expect(errors.name).toBe('must be at least 2 characters');
    expect(errors.description).toBe('must be at most 1000 characters');
  });

  it('quotes the value bounds of numbers', () => {
    expect(errorsOf({ ...valid, seats: 0 }).seats).toBe('minimum value is 1');
    expect(errorsOf({ ...valid, seats: 51 }).seats).toBe('maximum value is 50');
  });

  it('names invalid e-mail addresses and other formats', () => {
    const errors = errorsOf({ ...valid, email: 'ada@', code: 'abc' });
    expect(errors.email).toBe('must be a valid email address');
    expect(errors.code).toBe('has invalid format');
  });

  it("keeps a field's own override message", () => {
    expect(errorsOf({ ...valid, terms: false }).terms).toBe(
      'You must accept the terms and conditions.',
    );
  });

  it('labels generic messages but never an override', () => {
    const errors = errorsOf(
      { ...valid, email: '', terms: false },
      { email: 'Email', terms: 'Terms' },
    );
    expect(errors.email).toBe('Email is required');
    expect(errors.terms).toBe('You must accept the terms and conditions.');
  });

  it('keeps only the first message of each field', () => {
    const schema = z.object({ password: z.string().min(8).regex(/\d/) });
    const result = schema.safeParse({ password: 'abc' }, { error: fieldErrorMap });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toEqual({ password: 'must be at least 8 characters' });
    }
  });

  it('joins nested paths with dots', () => {
    const schema = z.object({ owner: z.object({ firstname: z.string().min(1) }) });
    const result = schema.safeParse({ owner: { firstname: '' } }, { error: fieldErrorMap });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(zodFieldErrors(result.error)).toEqual({ 'owner.firstname': 'is required' });
    }
  });
});

describe('zodIssueRule', () => {
  it('leaves issues without a generic message to zod', () => {
    expect(zodIssueRule({ code: 'too_small', origin: 'array', minimum: 2, input: [1] })).toBeNull();
    expect(zodIssueRule({ code: 'custom' })).toBeNull();
  });

  it('treats an empty list that needs entries as required', () => {
    expect(zodIssueRule({ code: 'too_small', origin: 'array', minimum: 1, input: [] })).toEqual({
      kind: 'required',
    });
  });
});
