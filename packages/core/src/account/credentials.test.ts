import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { emailBodySchema, signInBodySchema, signUpBodySchema } from '../api/account';
import { fieldMessage } from '../validation/messages';
import { fieldErrorMap } from '../validation/zodMessages';
import { emailAddressRule, EMAIL_PATTERN, PASSWORD_MIN_SIGN_UP, passwordRule } from './credentials';

/** The generic message zod gives a field of a schema, or undefined when it passes. */
function zodMessage(schema: z.ZodType, values: object, field: string): string | undefined {
  const result = schema.safeParse(values, { error: fieldErrorMap, reportInput: true });
  return result.error?.issues.find((issue) => issue.path.join('.') === field)?.message;
}

const ruleMessage = (rule: ReturnType<typeof passwordRule>) =>
  rule ? fieldMessage(rule) : undefined;

const addresses = [
  '',
  '   ',
  'ada',
  'ada@',
  'ada@example',
  'ada@example.com',
  ' Ada@Example.COM ',
  'ada..b@example.com',
  '.ada@example.com',
  "o'brien+tag@mail.example.org",
  'ada@-example.com',
  'ada@example.c',
  'ädä@example.com',
  `${'a'.repeat(250)}@example.com`,
  `${'a'.repeat(240)}@example.com`,
];
const passwords = [
  '',
  ' ',
  '       ',
  'x',
  '1234567',
  '12345678',
  'p'.repeat(128),
  'p'.repeat(129),
];

describe('account rules without zod', () => {
  it('use the pattern of z.email()', () => {
    // zod escapes a hyphen at the end of a character class, where it needs no escape.
    expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source.replaceAll('\\-]', '-]'));
  });

  it('judge e-mail addresses as the account schemas do', () => {
    for (const email of addresses) {
      const expected = zodMessage(emailBodySchema, { email }, 'email');
      expect(ruleMessage(emailAddressRule(email)), JSON.stringify(email)).toBe(
        // zod says "must be a valid email address" of an empty address; the forms say "required".
        email.trim() === '' ? fieldMessage({ kind: 'required' }) : expected,
      );
    }
  });

  it('judge passwords as the sign-in and sign-up schemas do', () => {
    const base = { email: 'ada@example.com', acceptTerms: true };
    for (const password of passwords) {
      const signIn = zodMessage(signInBodySchema, { ...base, password }, 'password');
      const signUp = zodMessage(signUpBodySchema, { ...base, password }, 'password');
      expect(ruleMessage(passwordRule(password, 1)), password).toBe(signIn);
      expect(ruleMessage(passwordRule(password, PASSWORD_MIN_SIGN_UP)), password).toBe(signUp);
    }
  });
});
