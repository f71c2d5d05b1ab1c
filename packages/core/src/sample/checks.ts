/**
 * CHECK constraints read well enough to generate rows that pass them: comparisons with constants
 * (`>`, `>=`, `<`, `<=`, `=`, `<>`), BETWEEN, IN lists, IS [NOT] NULL, length() bounds, comparisons
 * between two columns, combined with AND and OR. Anything else is "unknown": the columns it
 * mentions are left NULL where they may be (a CHECK that evaluates to NULL passes).
 */
import { stripCasts } from '../schema/sql/expressions';

/** A constant a column is compared with: a number, a string, or a date as epoch milliseconds. */
export type Constant = { number: number } | { text: string } | { time: number };

/** A column compared with another column of the same row. */
export interface Relation {
  left: string;
  op: '<' | '<=' | '>' | '>=' | '<>';
  right: string;
}

/** What a check asks of one column (column names in lower case). */
export interface ColumnRule {
  min?: Constant;
  minExclusive?: boolean;
  max?: Constant;
  maxExclusive?: boolean;
  /** The value must be one of these. */
  allowed?: Constant[];
  /** The value must not be one of these. */
  excluded?: Constant[];
  minLength?: number;
  maxLength?: number;
  /** The column must be NULL (an `x IS NULL` branch chosen), or must not be. */
  isNull?: boolean;
}

/** Everything the table's checks ask: rules per column (lower-case name) and relations. */
export interface CheckRules {
  columns: Map<string, ColumnRule>;
  relations: Relation[];
}

/** A fixed "now" for checks that compare with the current time (data stays the same every day). */
export const SAMPLE_NOW = Date.UTC(2025, 0, 1);

type Token =
  | { t: 'id'; v: string; quoted: boolean }
  | { t: 'num'; v: number }
  | { t: 'str'; v: string }
  | { t: 'op'; v: string };

const OPS = [
  '!~*',
  '!~',
  '~*',
  '~',
  '>=',
  '<=',
  '<>',
  '!=',
  '||',
  '=',
  '<',
  '>',
  '(',
  ')',
  ',',
  '+',
  '-',
  '*',
  '/',
  '%',
  '.',
];

/** Splits an expression into tokens; null when it holds something unreadable. */
function tokenize(text: string): Token[] | null {
  const out: Token[] = [];
  let i = 0;
  while (i < text.length) {
    const rest = text.slice(i);
    const space = /^\s+/.exec(rest);
    const str = /^[NnEe]?'((?:[^']|'')*)'/.exec(rest);
    const num = /^(\d+(\.\d*)?|\.\d+)(e[+-]?\d+)?/i.exec(rest);
    const quoted = /^"((?:[^"]|"")*)"|^\[([^\]]*)\]|^`([^`]*)`/.exec(rest);
    const word = /^[\p{L}_][\p{L}\p{N}_$]*/u.exec(rest);
    const op = OPS.find((o) => rest.startsWith(o));
    if (space) i += space[0].length;
    else if (str) {
      out.push({ t: 'str', v: (str[1] ?? '').replace(/''/g, "'") });
      i += str[0].length;
    } else if (num) {
      out.push({ t: 'num', v: Number(num[0]) });
      i += num[0].length;
    } else if (quoted) {
      const name = quoted[1]?.replace(/""/g, '"') ?? quoted[2] ?? quoted[3] ?? '';
      out.push({ t: 'id', v: name, quoted: true });
      i += quoted[0].length;
    } else if (word) {
      out.push({ t: 'id', v: word[0], quoted: false });
      i += word[0].length;
    } else if (op) {
      out.push({ t: 'op', v: op === '!=' ? '<>' : op });
      i += op.length;
    } else return null;
  }
  return out;
}

/** An operand: a column (maybe inside upper/lower/trim or length), a constant, or something else. */
type Operand =
  | { k: 'column'; name: string; length: boolean }
  | { k: 'const'; value: Constant }
  | { k: 'other'; columns: string[] };

/** A boolean expression. */
type Node =
  | { k: 'and' | 'or'; items: Node[] }
  | { k: 'cmp'; left: Operand; op: string; right: Operand }
  | { k: 'between'; x: Operand; lo: Operand; hi: Operand }
  | { k: 'in'; x: Operand; list: Operand[]; not: boolean }
  | { k: 'null'; x: Operand; not: boolean }
  | { k: 'unknown'; columns: string[] };

const CMP = new Set(['=', '<>', '<', '<=', '>', '>=']);
const UNITS: Record<string, number> = {
  second: 1000,
  minute: 60_000,
  hour: 3_600_000,
  day: 86_400_000,
  week: 7 * 86_400_000,
  month: 30 * 86_400_000,
  year: 365 * 86_400_000,
};

/** The milliseconds of an interval text such as `18 years` or `1 day`; null when unreadable. */
function intervalMs(text: string): number | null {
  const m = /^\s*(-?\d+(?:\.\d+)?)\s*([a-z]+?)s?\s*$/i.exec(text);
  const unit = m && UNITS[(m[2] ?? '').toLowerCase()];
  return m && unit ? Number(m[1]) * unit : null;
}

/** A recursive-descent reader of the check's tokens. */
class Parser {
  private i = 0;

  constructor(
    private readonly tokens: Token[],
    /** The name the bare word VALUE stands for (a domain's check), if any. */
    private readonly valueColumn: string | undefined,
  ) {}

  private peek(offset = 0): Token | undefined {
    return this.tokens[this.i + offset];
  }

  private isWord(word: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.t === 'id' && !t.quoted && t.v.toUpperCase() === word;
  }

  private isOp(op: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.t === 'op' && t.v === op;
  }

  private expectOp(op: string): void {
    if (!this.isOp(op)) throw new Error(`expected ${op}`);
    this.i++;
  }

  /** The whole expression, or null when it is not fully read. */
  parse(): Node | null {
    try {
      const node = this.or();
      return this.i === this.tokens.length ? node : null;
    } catch {
      return null;
    }
  }

  private or(): Node {
    const items = [this.and()];
    while (this.isWord('OR')) {
      this.i++;
      items.push(this.and());
    }
    return items.length === 1 ? (items[0] as Node) : { k: 'or', items };
  }

  private and(): Node {
    const items = [this.predicate()];
    while (this.isWord('AND')) {
      this.i++;
      items.push(this.predicate());
    }
    return items.length === 1 ? (items[0] as Node) : { k: 'and', items };
  }

  private predicate(): Node {
    if (this.isWord('NOT')) {
      this.i++;
      const inner = this.predicate();
      return { k: 'unknown', columns: columnsOf(inner) };
    }
    if (this.isOp('(')) {
      const start = this.i;
      try {
        this.i++;
        const inner = this.or();
        this.expectOp(')');
        if (!this.continuesOperand()) return inner;
      } catch {
        // Not a parenthesised condition: an operand such as `(a + b) > 0`.
      }
      this.i = start;
    }
    const x = this.operand();
    if (this.isWord('IS')) {
      this.i++;
      const not = this.isWord('NOT');
      if (not) this.i++;
      if (!this.isWord('NULL')) throw new Error('IS what?');
      this.i++;
      return { k: 'null', x, not };
    }
    const not = this.isWord('NOT');
    if (not) this.i++;
    if (this.isWord('BETWEEN')) {
      this.i++;
      const lo = this.operand();
      if (!this.isWord('AND')) throw new Error('BETWEEN without AND');
      this.i++;
      const hi = this.operand();
      const node: Node = { k: 'between', x, lo, hi };
      return not ? { k: 'unknown', columns: columnsOf(node) } : node;
    }
    if (this.isWord('IN')) {
      this.i++;
      this.expectOp('(');
      const list = [this.operand()];
      while (this.isOp(',')) {
        this.i++;
        list.push(this.operand());
      }
      this.expectOp(')');
      return { k: 'in', x, list, not };
    }
    const next = this.peek();
    const match = next?.t === 'op' && next.v.includes('~');
    if (
      match ||
      this.isWord('LIKE') ||
      this.isWord('ILIKE') ||
      this.isWord('GLOB') ||
      this.isWord('REGEXP')
    ) {
      this.i++;
      const pattern = this.operand();
      return { k: 'unknown', columns: [...operandColumns(x), ...operandColumns(pattern)] };
    }
    if (not) throw new Error('NOT what?');
    const t = this.peek();
    if (t?.t === 'op' && CMP.has(t.v)) {
      this.i++;
      return { k: 'cmp', left: x, op: t.v, right: this.operand() };
    }
    return { k: 'unknown', columns: operandColumns(x) };
  }

  /** Whether the tokens after a closing parenthesis continue an operand (an operator follows). */
  private continuesOperand(): boolean {
    const t = this.peek();
    if (t?.t === 'op') return t.v !== ')' && t.v !== ',';
    return ['IS', 'IN', 'BETWEEN', 'LIKE', 'NOT', 'ILIKE', 'GLOB'].some((w) => this.isWord(w));
  }

  /** An operand with arithmetic: constants, `now() - interval '18 years'`, or "other". */
  private operand(): Operand {
    let left = this.term();
    while (
      this.peek()?.t === 'op' &&
      ['+', '-', '*', '/', '%', '||'].includes(this.peek()?.v as string)
    ) {
      const op = (this.peek() as { v: string }).v;
      this.i++;
      const right = this.term();
      left = combine(left, op, right);
    }
    return left;
  }

  private term(): Operand {
    const t = this.peek();
    if (!t) throw new Error('end of expression');
    this.i++;
    if (t.t === 'num') return { k: 'const', value: { number: t.v } };
    if (t.t === 'str') return { k: 'const', value: { text: t.v } };
    if (t.t === 'op') {
      if (t.v === '-' || t.v === '+') {
        const inner = this.term();
        if (t.v === '-' && inner.k === 'const' && 'number' in inner.value)
          return { k: 'const', value: { number: -inner.value.number } };
        return t.v === '+' ? inner : { k: 'other', columns: operandColumns(inner) };
      }
      if (t.v === '(') {
        const inner = this.operand();
        this.expectOp(')');
        return inner;
      }
      throw new Error(`unexpected ${t.v}`);
    }
    return this.word(t.v, t.quoted);
  }

  /** A word: a function call, a keyword constant, INTERVAL '...', or a column. */
  private word(word: string, quoted: boolean): Operand {
    const upper = word.toUpperCase();
    if (!quoted && this.isOp('(')) {
      this.i++;
      const args: Operand[] = [];
      if (!this.isOp(')')) {
        args.push(this.operand());
        while (this.isOp(',')) {
          this.i++;
          args.push(this.operand());
        }
      }
      this.expectOp(')');
      const [first] = args;
      if (/^(NOW|GETDATE|CURRENT_TIMESTAMP|SYSDATETIME|CURRENT_DATE)$/.test(upper))
        return { k: 'const', value: { time: SAMPLE_NOW } };
      if (
        /^(UPPER|LOWER|TRIM|LTRIM|RTRIM)$/.test(upper) &&
        args.length === 1 &&
        first?.k === 'column'
      )
        return first;
      if (/^(LENGTH|CHAR_LENGTH|CHARACTER_LENGTH|LEN)$/.test(upper) && first?.k === 'column')
        return { ...first, length: true };
      return { k: 'other', columns: args.flatMap(operandColumns) };
    }
    if (!quoted && /^(CURRENT_DATE|CURRENT_TIMESTAMP|LOCALTIMESTAMP)$/.test(upper))
      return { k: 'const', value: { time: SAMPLE_NOW } };
    if (!quoted && upper === 'INTERVAL') {
      const t = this.peek();
      if (t?.t !== 'str') throw new Error('INTERVAL without text');
      this.i++;
      const ms = intervalMs(t.v);
      return ms === null ? { k: 'other', columns: [] } : { k: 'const', value: { number: ms } };
    }
    if (!quoted && (upper === 'NULL' || upper === 'TRUE' || upper === 'FALSE'))
      return { k: 'other', columns: [] };
    // A qualified name (table.column) keeps its last part.
    let name = word;
    while (this.isOp('.')) {
      this.i++;
      const next = this.peek();
      if (next?.t !== 'id') throw new Error('bad qualified name');
      this.i++;
      name = next.v;
    }
    if (!quoted && upper === 'VALUE' && this.valueColumn !== undefined) name = this.valueColumn;
    return { k: 'column', name: name.toLowerCase(), length: false };
  }
}

/** `now() - interval '18 years'` stays a time; other arithmetic is "other". */
function combine(left: Operand, op: string, right: Operand): Operand {
  if (left.k === 'const' && right.k === 'const' && 'time' in left.value && 'number' in right.value)
    if (op === '+' || op === '-')
      return {
        k: 'const',
        value: { time: left.value.time + (op === '+' ? right.value.number : -right.value.number) },
      };
  return { k: 'other', columns: [...operandColumns(left), ...operandColumns(right)] };
}

function operandColumns(o: Operand): string[] {
  return o.k === 'column' ? [o.name] : o.k === 'other' ? o.columns : [];
}

function columnsOf(node: Node): string[] {
  switch (node.k) {
    case 'and':
    case 'or':
      return node.items.flatMap(columnsOf);
    case 'cmp':
      return [...operandColumns(node.left), ...operandColumns(node.right)];
    case 'between':
      return [node.x, node.lo, node.hi].flatMap(operandColumns);
    case 'in':
      return [node.x, ...node.list].flatMap(operandColumns);
    case 'null':
      return operandColumns(node.x);
    case 'unknown':
      return node.columns;
  }
}

/** What a table's columns must satisfy, built from the checks; `nullable` tells which may be NULL. */
class RuleSet {
  readonly columns = new Map<string, ColumnRule>();
  readonly relations: Relation[] = [];
  /** Columns a check could not be read for, to be left NULL where they may. */
  readonly unknown = new Set<string>();

  rule(column: string): ColumnRule {
    let r = this.columns.get(column);
    if (!r) this.columns.set(column, (r = {}));
    return r;
  }
}

const flip: Record<string, string> = {
  '<': '>',
  '<=': '>=',
  '>': '<',
  '>=': '<=',
  '=': '=',
  '<>': '<>',
};

/** A constant usable as a bound: texts that read as dates become times. */
function bound(c: Constant): Constant {
  if ('text' in c && /^\d{4}-\d\d-\d\d([ T]\d\d:\d\d(:\d\d(\.\d+)?)?)?$/.test(c.text.trim())) {
    const ms = Date.parse(
      c.text.trim().replace(' ', 'T') + (c.text.length > 10 ? 'Z' : 'T00:00:00Z'),
    );
    if (!Number.isNaN(ms)) return { time: ms };
  }
  return c;
}

/** Adds one comparison of a column with a constant; false when it is of no kind we read. */
function addComparison(
  rules: RuleSet,
  column: Operand & { k: 'column' },
  op: string,
  c: Constant,
): boolean {
  const r = rules.rule(column.name);
  const value = bound(c);
  if (column.length) {
    if (!('number' in value)) return false;
    const n = value.number;
    if (op === '>' || op === '>=') r.minLength = Math.max(r.minLength ?? 0, op === '>' ? n + 1 : n);
    else if (op === '<' || op === '<=')
      r.maxLength = Math.min(r.maxLength ?? Infinity, op === '<' ? n - 1 : n);
    else if (op === '=') r.minLength = r.maxLength = n;
    else return op === '<>';
    return true;
  }
  if (op === '=') r.allowed = intersect(r.allowed, [value]);
  else if (op === '<>') (r.excluded ??= []).push(value);
  else if (op === '>' || op === '>=') {
    if (r.min === undefined || compare(value, r.min) >= 0) {
      r.min = value;
      r.minExclusive = op === '>';
    }
  } else if (r.max === undefined || compare(value, r.max) <= 0) {
    r.max = value;
    r.maxExclusive = op === '<';
  }
  return true;
}

/** Orders two constants of one kind (numbers, times, texts). */
function compare(a: Constant, b: Constant): number {
  const v = (c: Constant) => ('number' in c ? c.number : 'time' in c ? c.time : c.text);
  const [x, y] = [v(a), v(b)];
  return x < y ? -1 : x > y ? 1 : 0;
}

const sameConstant = (a: Constant, b: Constant): boolean => JSON.stringify(a) === JSON.stringify(b);

function intersect(current: Constant[] | undefined, next: Constant[]): Constant[] {
  return current === undefined ? next : current.filter((c) => next.some((n) => sameConstant(c, n)));
}

/** Applies a node to the rules; false when it (or part of it) was not read. */
function apply(node: Node, rules: RuleSet, nullable: (column: string) => boolean): boolean {
  switch (node.k) {
    case 'and':
      // A conjunct not read still leaves the others: its columns go NULL where they may.
      return node.items.map((n) => apply(n, rules, nullable)).every(Boolean);
    case 'or': {
      for (const item of node.items) {
        const trial = new RuleSet();
        if (apply(item, trial, nullable) && feasible(trial, nullable)) {
          merge(rules, trial);
          return true;
        }
      }
      columnsOf(node).forEach((c) => rules.unknown.add(c));
      return false;
    }
    case 'cmp':
      return applyComparison(node, rules);
    case 'between': {
      if (node.x.k !== 'column' || node.lo.k !== 'const' || node.hi.k !== 'const') break;
      return (
        addComparison(rules, node.x, '>=', node.lo.value) &&
        addComparison(rules, node.x, '<=', node.hi.value)
      );
    }
    case 'in': {
      if (node.x.k !== 'column' || node.x.length || node.list.some((o) => o.k !== 'const')) break;
      const values = node.list.map((o) => bound((o as { value: Constant }).value));
      const r = rules.rule(node.x.name);
      if (node.not) (r.excluded ??= []).push(...values);
      else r.allowed = intersect(r.allowed, values);
      return true;
    }
    case 'null':
      if (node.x.k !== 'column' || node.x.length) break;
      rules.rule(node.x.name).isNull = !node.not;
      return true;
    case 'unknown':
      break;
  }
  columnsOf(node).forEach((c) => rules.unknown.add(c));
  return false;
}

function applyComparison(node: Node & { k: 'cmp' }, rules: RuleSet): boolean {
  const { left, right, op } = node;
  if (left.k === 'column' && right.k === 'const')
    return addComparison(rules, left, op, right.value);
  if (left.k === 'const' && right.k === 'column')
    return addComparison(rules, right, flip[op] ?? op, left.value);
  if (left.k === 'column' && right.k === 'column' && !left.length && !right.length && op !== '=') {
    rules.relations.push({ left: left.name, op: op as Relation['op'], right: right.name });
    return true;
  }
  columnsOf(node).forEach((c) => rules.unknown.add(c));
  return false;
}

/** Whether a branch's rules can hold: no NULL asked of a NOT NULL column, no empty IN list. */
function feasible(rules: RuleSet, nullable: (column: string) => boolean): boolean {
  for (const [name, r] of rules.columns) {
    if (r.isNull && !nullable(name)) return false;
    if (r.allowed && r.allowed.length === 0) return false;
  }
  return [...rules.unknown].every((c) => nullable(c));
}

function merge(into: RuleSet, from: RuleSet): void {
  for (const [name, r] of from.columns) {
    const target = into.rule(name);
    if (r.isNull !== undefined) target.isNull = r.isNull;
    if (r.allowed) target.allowed = intersect(target.allowed, r.allowed);
    if (r.excluded) (target.excluded ??= []).push(...r.excluded);
    if (r.min !== undefined && (target.min === undefined || compare(r.min, target.min) >= 0)) {
      target.min = r.min;
      target.minExclusive = r.minExclusive;
    }
    if (r.max !== undefined && (target.max === undefined || compare(r.max, target.max) <= 0)) {
      target.max = r.max;
      target.maxExclusive = r.maxExclusive;
    }
    if (r.minLength !== undefined) target.minLength = Math.max(target.minLength ?? 0, r.minLength);
    if (r.maxLength !== undefined)
      target.maxLength = Math.min(target.maxLength ?? Infinity, r.maxLength);
  }
  into.relations.push(...from.relations);
  from.unknown.forEach((c) => into.unknown.add(c));
}

/** One check to read: its expression, and the column VALUE stands for (a domain's check). */
export interface CheckSource {
  expression: string;
  valueColumn?: string;
}

/**
 * Reads a table's checks into rules. A check (or AND part) that cannot be read makes the
 * nullable columns it mentions NULL (isNull), so that it evaluates to NULL and passes.
 */
export function readChecks(
  checks: readonly CheckSource[],
  nullable: (column: string) => boolean,
): CheckRules {
  const rules = new RuleSet();
  for (const check of checks) {
    const tokens = tokenize(stripCasts(check.expression));
    const node = tokens && new Parser(tokens, check.valueColumn?.toLowerCase()).parse();
    if (!node) {
      for (const m of check.expression.matchAll(/[\p{L}_][\p{L}\p{N}_$]*/gu))
        rules.unknown.add(m[0].toLowerCase());
      continue;
    }
    apply(node, rules, nullable);
  }
  for (const name of rules.unknown)
    if (nullable(name) && rules.columns.get(name)?.isNull !== false) rules.rule(name).isNull = true;
  return { columns: rules.columns, relations: rules.relations };
}
