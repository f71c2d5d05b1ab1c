import { fieldErrorMap, labelledMessage, zodFieldErrors } from '@relata/core';
import type { FieldErrors } from './fieldErrors';

/** What the form helpers need of a zod schema from @relata/core. */
export interface FormSchema {
  safeParse(
    data: unknown,
    params: { error: typeof fieldErrorMap; reportInput: boolean },
  ): { success: boolean; error?: Parameters<typeof zodFieldErrors>[0] };
}

/**
 * Validates a form's values with a schema from @relata/core and answers the labelled messages
 * of spec 1 §5 ("Password must be at least 8 characters"). An empty text field always reads
 * "<Label> is required", even where the schema's own message speaks of the format.
 */
export function schemaFieldErrors<K extends string>(
  schema: FormSchema,
  values: Readonly<Record<K, unknown>>,
  labels: Readonly<Record<K, string>>,
): FieldErrors<K> {
  // reportInput keeps each issue's input, which zodFieldErrors needs to tell generic messages apart.
  const result = schema.safeParse(values, { error: fieldErrorMap, reportInput: true });
  if (result.success || !result.error) return {};
  const messages = zodFieldErrors(result.error, labels);
  const errors: FieldErrors<K> = {};
  for (const key of Object.keys(labels) as K[]) {
    const message = messages[key];
    if (message === undefined) continue;
    const value = values[key];
    const empty = typeof value === 'string' && value.trim() === '';
    errors[key] = empty ? labelledMessage(labels[key], { kind: 'required' }) : message;
  }
  return errors;
}
