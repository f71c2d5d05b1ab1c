/** Why a live database could not be read. */
export type LiveErrorCode =
  'unreachable' | 'auth' | 'timeout' | 'too-large' | 'query' | 'unsupported';

/**
 * A live database that could not be read, with a message for the user (the CLI's stderr, a 4xx
 * body). The message never holds the password: it is built from the target's other parts and the
 * driver's own message, and any password text the driver echoed is masked.
 */
export class LiveError extends Error {
  /** What went wrong, for the caller to choose an exit status or an HTTP status. */
  readonly code: LiveErrorCode;

  constructor(code: LiveErrorCode, message: string) {
    super(message);
    this.name = 'LiveError';
    this.code = code;
  }
}

/** A message with every occurrence of the password masked. */
export function withoutPassword(message: string, password: string | undefined): string {
  return password ? message.split(password).join('***') : message;
}
