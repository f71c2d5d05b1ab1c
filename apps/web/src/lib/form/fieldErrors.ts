import { fieldErrorMap, labelledMessage, zodFieldErrors } from '@relata/core';

/** One message per field of a form, keyed by the field's name; a field without one is valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

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

/**
 * A field message from the server under the field's label: generic ones start in lower case
 * ("is one of the most common passwords") and get the label; whole sentences stay as they are.
 */
export function labelServerMessage(label: string, message: string): string {
  return /^[a-z]/.test(message) ? `${label} ${message}` : message;
}

/** Whether a set of field errors is empty. */
export function hasNoErrors(errors: FieldErrors): boolean {
  return Object.values(errors).every((message) => message === undefined);
}
