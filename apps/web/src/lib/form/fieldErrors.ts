/** One message per field of a form, keyed by the field's name; a field without one is valid. */
export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

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
