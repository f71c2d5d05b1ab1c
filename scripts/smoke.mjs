// The smoke set (`node scripts/test.mjs --smoke`): what CI runs on the Node.js versions other
// than the one that runs everything (docs/testing.md, "Node.js versions"). It starts the server as
// `npm start` does and checks that it serves the API and the web app, runs one server test of each
// module of apps/server/src/modules on PostgreSQL (the start runs on PGlite), and the `relata-ddl` CLI's tests.

/** One test per server module, by file and exact name (Vitest's -t is built from these names). */
export const SMOKE_TESTS = [
  [
    'account',
    'account.test.ts',
    'signs up, mails a verification link that signs in and lands on the verify page',
  ],
  [
    'ai',
    'ai.test.ts',
    'creates the tables and relationships of a well-formed answer, broadcast to a second member',
  ],
  [
    'audit',
    'audit.test.ts',
    'records the sign-up, the verified address and the sign-in from its link, newest first',
  ],
  [
    'billing',
    'billing.test.ts',
    'checks out on the local page, then changes plan and cancels at period end',
  ],
  [
    'diagram',
    'diagram.test.ts',
    "gives a new table the spec's first column, or the project's default table data",
  ],
  ['health', 'http.test.ts', 'answers health with 200 and the database reachable'],
  [
    'invitations, notifications',
    'projects.test.ts',
    'invites by e-mail: mail with the link, notification, accept once, only for the invited address',
  ],
  [
    'liveDb',
    'liveDb.test.ts',
    'lets an Admin save a PostgreSQL connection and an Editor read its catalog, without ever answering the password',
  ],
  [
    'projects',
    'projects.test.ts',
    'enforces the permissions table on every project-scoped endpoint (non-members get 404)',
  ],
  [
    'team',
    'projects.test.ts',
    'keeps the last Admin from leaving, refuses own role changes, and tells removed members',
  ],
  [
    'savedQueries',
    'savedQueries.test.ts',
    'saves queries with a trimmed name and the text as typed, and lists them for every member, last changed first',
  ],
  [
    'shares',
    'shares.test.ts',
    'lets anyone with the link read the diagram and nothing of the team or of other projects',
  ],
  [
    'tasks',
    'tasks.test.ts',
    'creates, moves, updates and deletes tasks with tags; a missing task says "Task not found"',
  ],
  [
    'tokens',
    'accessTokens.test.ts',
    'shows a token once, lists it without the token, and lets it act as its user on projects',
  ],
  [
    'tokens',
    'relataCli.test.ts',
    'pushes a schema file: differences first, one change, a named version, places kept',
  ],
  [
    'versions',
    'versions.test.ts',
    'saves named versions, lists them newest first, finds them by name or description, and reads one with its snapshot',
  ],
  [
    'wireframes',
    'wireframes.test.ts',
    'stores surfaces and components with rounded coordinates, categories and stacking order',
  ],
  [
    'realtime',
    'realtime.test.ts',
    "delivers a published event to the user's own channel and refuses someone else's",
  ],
];

/** The CLI's test file, run whole. */
export const SMOKE_CLI = 'packages/core/test/cli.test.ts';

/** Vitest's arguments for the smoke tests: the files, and a name pattern matching exactly those tests. */
export function smokeVitestArgs() {
  const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const files = [...new Set(SMOKE_TESTS.map(([, file]) => `apps/server/test/${file}`))];
  const names = SMOKE_TESTS.map(([, , name]) => escape(name));
  // The CLI file's tests all run: its describe's name is in the pattern too.
  return [...files, SMOKE_CLI, '-t', `(${names.join('|')}|relata-ddl)`];
}
