/**
 * Ports of the end-to-end run. RELATA_E2E_PORT_BASE moves them all, so that two runs can share
 * a machine (the app on BASE+0, the mail catcher's HTTP on BASE+3 and SMTP on BASE+4, the
 * OAuth mock on BASE+5).
 */
const base = Number(process.env.RELATA_E2E_PORT_BASE ?? 3123);

/** Where the app server of the end-to-end run listens. */
export const APP_PORT = base;
/** Base URL of the app server under test. */
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
/** SMTP port of the mail catcher (support/mailCatcher.mjs) that receives the app's mail. */
export const MAIL_SMTP_PORT = base + 4;
/** HTTP port where the mail catcher lists what it received. */
export const MAIL_HTTP_PORT = base + 3;
/** The mail catcher's listing: GET /mail?to=<address>. */
export const MAIL_CATCHER_URL = `http://127.0.0.1:${MAIL_HTTP_PORT}`;
/** Port of the OAuth server (oauth2-mock-server) standing in for Google and GitHub. */
export const OAUTH_PORT = base + 5;
/** Its issuer URL, given to the app server as OAUTH_TEST_SERVER_URL. */
export const OAUTH_URL = `http://127.0.0.1:${OAUTH_PORT}`;
