/*
 * The zod schemas of the account endpoints' answers, loaded by accountApi with the first
 * account request (in parallel with it), so that the public pages' first load carries no zod.
 */
export { okSchema, profileSchema, socialStartSchema } from '@relata/core';
