import { ApiError } from '../../lib/api/ApiError';

/** Whether a request failed with this HTTP status. */
export const hasStatus = (error: unknown, status: number) =>
  error instanceof ApiError && error.status === status;

/** A request the server answered with a refusal is not tried again; one that failed may be once. */
export const retryUnlessRefused = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
