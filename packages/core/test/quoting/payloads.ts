/** Payloads for names, labels and texts: the whole of Unicode, and what means something in a script. */
import fc from 'fast-check';
import { PAYLOAD_FIELDS, type Payloads } from './payloadModel';

/** Every form of line break some engine, client or editor takes as the end of a line. */
export const LINE_BREAKS = ['\n', '\r', '\r\n', '\u2028', '\u2029', '\u0085', '\v', '\f'];

/**
 * Characters and words that mean something in a script: every dialect's quotes and escapes,
 * comment and statement ends, batch and delimiter commands, DBML and CDS punctuation, NUL,
 * a bidirectional override and a terminal escape.
 */
const SPECIAL = [
  ...LINE_BREAKS,
  '\0',
  "'",
  "''",
  '"',
  '`',
  '[',
  ']',
  '\\',
  ';',
  '--',
  '-- ',
  '#',
  '/*',
  '*/',
  '/*!',
  '$$',
  '$q$',
  '\nGO\n',
  '\nDELIMITER //\n',
  '\\g',
  "N'",
  "E'",
  '{',
  '}',
  '(',
  ')',
  ',',
  ':',
  "'''",
  '\t',
  '\u202e',
  '\u001a',
  '\u001b[31m',
];

/** Payloads that each run a statement of their own where they break out of their place. */
export const CANARIES = [
  ...LINE_BREAKS.map((lb) => `${lb}CREATE TABLE pwned (x int);${lb}-- `),
  "'); CREATE TABLE pwned (x int); -- ",
  "\\'); CREATE TABLE pwned (x int); -- ",
  '"; CREATE TABLE pwned (x int); -- ',
  '`; CREATE TABLE pwned (x int); -- ',
  ']; CREATE TABLE pwned (x int); -- ',
  '*/ CREATE TABLE pwned (x int); /*',
];

/** Code points of the whole of Unicode, control characters included (not half surrogates). */
const anyText = fc.string({ unit: 'binary', maxLength: 4 });

/** A payload: pieces of any text, special characters and canaries. */
export const payload = (): fc.Arbitrary<string> =>
  fc
    .array(
      fc.oneof(
        { weight: 4, arbitrary: anyText },
        { weight: 3, arbitrary: fc.constantFrom(...SPECIAL) },
        { weight: 1, arbitrary: fc.constantFrom(...CANARIES) },
      ),
      { maxLength: 4 },
    )
    .map((parts) => parts.join(''));

/**
 * A payload an engine takes in a name: a canary, or two pieces of any text and special
 * characters, short enough for every engine's longest name. MariaDB keeps names and comments in
 * utf8mb3: code points past the Basic Multilingual Plane become `?` there.
 */
export const enginePayload = (bmpOnly: boolean): fc.Arbitrary<string> =>
  fc.oneof(
    fc.constantFrom(...CANARIES),
    fc
      .array(fc.oneof(anyText, fc.constantFrom(...SPECIAL)), { maxLength: 2 })
      .map((parts) => parts.join(''))
      .map((text) => (bmpOnly ? text.replace(/[\u{10000}-\u{10ffff}]/gu, '?') : text)),
  );

/** The same kind of payload in every field, each drawn on its own. */
export const payloads = (text: fc.Arbitrary<string> = payload()): fc.Arbitrary<Payloads> =>
  fc.record(
    Object.fromEntries(PAYLOAD_FIELDS.map((f) => [f, text])) as Record<
      keyof Payloads,
      fc.Arbitrary<string>
    >,
  );

/** One text in every field. */
export const everywhere = (text: string): Payloads =>
  Object.fromEntries(PAYLOAD_FIELDS.map((f) => [f, text])) as Payloads;

/**
 * The harmless payloads a run is compared with: each field `x` (or `y`) as long as its payload,
 * since a length may decide things (an enum type's VARCHAR length is its longest label's).
 */
export const harmless = (p: Payloads, letter = 'x'): Payloads =>
  Object.fromEntries(PAYLOAD_FIELDS.map((f) => [f, letter.repeat(p[f].length)])) as Payloads;

/**
 * The audit's findings, in every field (as quoting.test.ts), and breakouts of code strings: the
 * payloads every proof of ORM code starts with (ormQuoting.test.ts, ormQuotingEngines.test.ts).
 */
export const ORM_FINDINGS: Payloads[] = [
  everywhere('Release 1.2\nDROP TABLE users CASCADE;\n--'),
  everywhere("x\\'); DROP TABLE users; -- "),
  everywhere('\rDROP TABLE users;\r-- '),
  everywhere('"); import os; os.system("id") #'),
  everywhere('`; ${process.exit(1)} `*/ //'),
  everywhere('"""\'\'\'\\'),
];
