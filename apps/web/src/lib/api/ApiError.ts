/** What the server said went wrong: `{error: {code, message, fields?}}` as an Error (architecture, Errors). */
export class ApiError extends Error {
  /** HTTP status; 0 when the server could not be reached at all. */
  readonly status: number;
  /** Machine-readable code, e.g. `validation_failed`, `not_found` or `network`. */
  readonly code: string;
  /** Per-field messages of a form error, keyed by the field's path joined with dots. */
  readonly fields: Readonly<Record<string, string>> | undefined;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fields?: Record<string, string>;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields;
  }
}

/** The human text of any thrown value, or '' when it has none. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message;
  if (typeof error === 'string') return error;
  return '';
}
