/**
 * The one reader of PostgreSQL's `nextval(...)` column defaults: which sequence a default takes.
 * The importer matches it against the script's CREATE SEQUENCE statements, the sample data
 * planner numbers the column from it and moves it past the rows, and the ORM writers declare it.
 */

/** The sequence a PostgreSQL column default takes: its name, and its schema where the default names one. */
export interface DefaultSequence {
  name: string;
  schema?: string;
}

/** A string literal's text, quotes doubled inside (`'it''s'`). */
const LITERAL = String.raw`'((?:[^']|'')*)'`;

/**
 * `nextval('s')`, `nextval('s'::regclass)`, `nextval('s'::text)` and the older
 * `nextval(('s'::text)::regclass)`, with any spacing between the tokens.
 */
const NEXTVAL = new RegExp(
  String.raw`^nextval\s*\(\s*(?:${LITERAL}(?:\s*::\s*(?:regclass|text))?` +
    String.raw`|\(\s*${LITERAL}\s*::\s*text\s*\)\s*::\s*regclass)\s*\)$`,
  'i',
);

/** One dotted part of a regclass text: `"Quoted ""x"""` or a bare name, spaces around it, and the dot after it. */
const NAME_PART = /\s*(?:"((?:[^"]|"")+)"|([^\s."]+))\s*(\.)?/y;

/** PostgreSQL folds a bare name's ASCII letters to lower case (downcase_identifier), no others. */
const folded = (name: string): string => name.replace(/[A-Z]+/g, (s) => s.toLowerCase());

/**
 * The parts of a regclass text (`sch."My Seq"`) as PostgreSQL reads them: quoted parts as
 * written, bare parts folded; null when PostgreSQL would refuse it (an empty part, more than
 * three parts, a stray quote).
 */
function regclassParts(text: string): string[] | null {
  const parts: string[] = [];
  NAME_PART.lastIndex = 0;
  for (;;) {
    const m = NAME_PART.exec(text);
    if (!m) return null;
    parts.push(m[1] !== undefined ? m[1].replace(/""/g, '"') : folded(m[2] ?? ''));
    if (m[3] === undefined) break;
  }
  return NAME_PART.lastIndex === text.length && parts.length <= 3 ? parts : null;
}

/**
 * The sequence a PostgreSQL default takes, or null: `nextval('s')`, `nextval('sch.s'::regclass)`
 * and the older `nextval(('"S"'::text)::regclass)`, each part named as PostgreSQL resolves it
 * (quoted parts unquoted, bare ones folded to lower case; a database part dropped).
 */
export function defaultSequence(defaultSql: string | null | undefined): DefaultSequence | null {
  const m = NEXTVAL.exec(defaultSql?.trim() ?? '');
  const literal = m?.[1] ?? m?.[2];
  const parts = literal === undefined ? null : regclassParts(literal.replace(/''/g, "'"));
  const name = parts?.pop();
  if (!parts || name === undefined) return null;
  const schema = parts.pop();
  return schema === undefined ? { name } : { name, schema };
}

/** `nextval(` where a call starts (the scan below has checked the character before it). */
const NEXTVAL_CALL = /nextval\s*\(/iy;

/** The text of the first `nextval(...)` call in an expression outside its strings and quoted names. */
function firstNextvalCall(expression: string): string | undefined {
  let start = -1;
  let depth = 0;
  for (let i = 0; i < expression.length; i++) {
    const ch = expression[i] ?? '';
    if (ch === "'" || ch === '"') {
      // A doubled quote inside ends one run and starts the next: both are skipped.
      const end = expression.indexOf(ch, i + 1);
      if (end < 0) return undefined;
      i = end;
      continue;
    }
    if (start < 0) {
      NEXTVAL_CALL.lastIndex = i;
      if (/[\w$]/.test(expression[i - 1] ?? '') || !NEXTVAL_CALL.test(expression)) continue;
      start = i;
      depth = 1;
      i = NEXTVAL_CALL.lastIndex - 1;
    } else if (ch === '(') depth++;
    else if (ch === ')' && --depth === 0) return expression.slice(start, i + 1);
  }
  return undefined;
}

/**
 * The sequence of the first `nextval(...)` call in a default expression (`nextval('s') * 10`,
 * a whole default too), read as defaultSequence reads it; null when there is none.
 */
export function nextvalSequence(expression: string | null | undefined): DefaultSequence | null {
  // Most defaults call no nextval: they are not scanned.
  if (!expression || !/nextval\s*\(/i.test(expression)) return null;
  const call = firstNextvalCall(expression);
  return call === undefined ? null : defaultSequence(call);
}
