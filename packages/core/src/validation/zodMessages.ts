import type { core, ZodError } from 'zod';
import { fieldMessage, type FieldRule } from './messages';

/** The facts of a zod issue (raw or final) that decide which generic message fits it. */
export interface ZodIssueFacts {
  code?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  format?: string;
  input?: unknown;
}

const LENGTH_ORIGINS = new Set(['string']);
const VALUE_ORIGINS = new Set(['number', 'int', 'bigint', 'date']);
const COLLECTION_ORIGINS = new Set(['array', 'set']);

function isEmpty(input: unknown): boolean {
  if (input === undefined || input === null || input === '') return true;
  return Array.isArray(input) && input.length === 0;
}

/**
 * The generic rule (spec 1 §5) a zod issue stands for, or null when none fits and zod's own
 * text should stand. An empty value always reads "is required", whatever bound it missed.
 */
export function zodIssueRule(issue: ZodIssueFacts): FieldRule | null {
  const origin = issue.origin ?? '';
  switch (issue.code) {
    case 'invalid_type':
    case 'invalid_value':
      return isEmpty(issue.input) ? { kind: 'required' } : { kind: 'format' };
    case 'too_small':
      if (isEmpty(issue.input)) return { kind: 'required' };
      if (LENGTH_ORIGINS.has(origin)) return { kind: 'minLength', min: Number(issue.minimum) };
      if (VALUE_ORIGINS.has(origin)) return { kind: 'minValue', min: Number(issue.minimum) };
      return null;
    case 'too_big':
      if (LENGTH_ORIGINS.has(origin)) return { kind: 'maxLength', max: Number(issue.maximum) };
      if (VALUE_ORIGINS.has(origin)) return { kind: 'maxValue', max: Number(issue.maximum) };
      return null;
    case 'invalid_format':
      if (isEmpty(issue.input)) return { kind: 'required' };
      return issue.format === 'email' ? { kind: 'email' } : { kind: 'format' };
    default:
      return COLLECTION_ORIGINS.has(origin) && isEmpty(issue.input) ? { kind: 'required' } : null;
  }
}

/**
 * A zod error map producing the generic messages: pass it per parse
 * (`schema.safeParse(value, { error: fieldErrorMap })`) or globally with `z.config`.
 * A message set on the schema itself (the field's override) still wins.
 */
export const fieldErrorMap: core.$ZodErrorMap = (issue) => {
  const rule = zodIssueRule(issue);
  return rule ? fieldMessage(rule) : undefined;
};

/** Every generic text `fieldErrorMap` could have produced for this issue. */
function genericMessagesFor(issue: ZodIssueFacts): string[] {
  const rule = zodIssueRule(issue);
  const always: FieldRule[] = [{ kind: 'required' }, { kind: 'format' }, { kind: 'email' }];
  return [...always, ...(rule ? [rule] : [])].map((r) => fieldMessage(r));
}

/**
 * One message per field path ("email", "address.city") from a zod error: the first issue of
 * each field wins. With a label for the field, generic messages read "Email is required";
 * a field's own override message is kept as written.
 */
export function zodFieldErrors(
  error: Pick<ZodError, 'issues'>,
  labels: Readonly<Record<string, string>> = {},
): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (key in result) continue;
    const label = labels[key];
    const generic = genericMessagesFor(issue).includes(issue.message);
    result[key] = label !== undefined && generic ? `${label} ${issue.message}` : issue.message;
  }
  return result;
}
