import { createId, DEFAULT_TABLE_SIZE, type IdFactory } from '../defaults';
import { layoutModel } from '../fromPhysical';
import type { ImportDiagnostic } from '../import/catalog';
import type { ImportResult } from '../import';
import type { Attribute, Cardinality, Comment, Relationship, Table } from '../model';
import { DbmlError, lexDbml, type DbmlToken } from './dbmlLexer';

interface RefEnd {
  table: string;
  columns: string[];
}

interface PendingRef {
  name: string;
  from: RefEnd;
  op: string;
  to: RefEnd;
  line: number;
}

const CARDINALITY: Record<string, Cardinality> = {
  '<': 'ONE_TO_MANY',
  '>': 'MANY_TO_ONE',
  '-': 'ONE_TO_ONE',
  '<>': 'MANY_TO_MANY',
};

/** Recursive-descent reader for the DBML subset a diagram holds (Table, Ref, Enum, Note; others skipped). */
class DbmlReader {
  private i = 0;
  readonly tables: Table[] = [];
  readonly refs: PendingRef[] = [];
  readonly comments: Comment[] = [];
  readonly enums = new Map<string, string>();
  readonly warnings: ImportDiagnostic[] = [];

  constructor(
    private readonly tokens: DbmlToken[],
    private readonly id: IdFactory,
  ) {}

  private peek(offset = 0): DbmlToken | undefined {
    return this.tokens[this.i + offset];
  }

  private line(): number {
    return (this.peek() ?? this.tokens[this.tokens.length - 1])?.line ?? 1;
  }

  private next(what: string): DbmlToken {
    const t = this.tokens[this.i];
    if (!t) throw new DbmlError(`unexpected end of input, expected ${what}`, this.line());
    this.i++;
    return t;
  }

  private isPunct(p: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.kind === 'punct' && t.value === p;
  }

  private isWord(w: string, offset = 0): boolean {
    const t = this.peek(offset);
    return t?.kind === 'word' && t.value.toLowerCase() === w;
  }

  private expectPunct(p: string): void {
    const t = this.peek();
    if (!this.isPunct(p))
      throw new DbmlError(
        `expected '${p}' but found ${t ? `'${t.value}'` : 'the end'}`,
        this.line(),
      );
    this.i++;
  }

  private name(what: string): string {
    const t = this.next(what);
    if (t.kind !== 'word' && t.kind !== 'ident' && t.kind !== 'number')
      throw new DbmlError(`expected ${what} but found '${t.value}'`, t.line);
    return t.value;
  }

  /** A possibly schema-qualified name; the default schema `public` is dropped. */
  private qualified(what: string): string {
    const parts = [this.name(what)];
    while (this.isPunct('.') && this.peek(1)?.kind !== 'punct') {
      this.i++;
      parts.push(this.name(what));
    }
    if (parts.length > 1 && parts[0]?.toLowerCase() === 'public') parts.shift();
    return parts.join('.');
  }

  /** Skips a `{ ... }` block, nested blocks included. */
  private skipBlock(): void {
    this.expectPunct('{');
    let depth = 1;
    while (depth > 0) {
      const t = this.next("'}'");
      if (t.kind === 'punct' && t.value === '{') depth++;
      else if (t.kind === 'punct' && t.value === '}') depth--;
    }
  }

  /** Reads `[a, b: c, ...]` into lower-case setting names and their values. */
  private settings(): Map<string, DbmlToken[]> {
    const out = new Map<string, DbmlToken[]>();
    if (!this.isPunct('[')) return out;
    this.i++;
    while (!this.isPunct(']')) {
      const words: string[] = [];
      while (this.peek()?.kind === 'word' && !this.isPunct(':', 1) && !this.isPunct(':'))
        words.push(this.next('a setting').value.toLowerCase());
      if (this.peek()?.kind === 'word' && this.isPunct(':', 1))
        words.push(this.next('a setting').value.toLowerCase());
      const key = words.join(' ');
      const value: DbmlToken[] = [];
      if (this.isPunct(':')) {
        this.i++;
        while (!this.isPunct(',') && !this.isPunct(']')) value.push(this.next("']'"));
      }
      if (key === '' && value.length === 0)
        throw new DbmlError(`unexpected '${this.peek()?.value ?? ''}' in settings`, this.line());
      out.set(key, value);
      if (!this.isPunct(']')) this.expectPunct(',');
    }
    this.i++;
    return out;
  }

  private refEnd(): RefEnd {
    const parts: string[] = [this.name('a table name')];
    while (this.isPunct('.') && !this.isPunct('(', 1)) {
      this.i++;
      parts.push(this.name('a column name'));
    }
    if (this.isPunct('.')) {
      this.i++;
      this.expectPunct('(');
      const columns: string[] = [];
      while (!this.isPunct(')')) {
        columns.push(this.name('a column name'));
        if (!this.isPunct(')')) this.expectPunct(',');
      }
      this.i++;
      return { table: parts.join('.'), columns };
    }
    const column = parts.pop() ?? '';
    if (parts.length > 1 && parts[0]?.toLowerCase() === 'public') parts.shift();
    return { table: parts.join('.'), columns: [column] };
  }

  private relation(name: string, line: number): void {
    const from = this.refEnd();
    const op = this.next('a relation operator (<, >, -, <>)').value;
    if (!(op in CARDINALITY)) throw new DbmlError(`unknown relation operator '${op}'`, line);
    const to = this.refEnd();
    this.settings();
    this.refs.push({ name, from, op, to, line });
  }

  private ref(): void {
    const line = this.line();
    const name = this.isPunct(':') || this.isPunct('{') ? '' : this.name('a relation name');
    if (this.isPunct('{')) {
      this.i++;
      while (!this.isPunct('}')) this.relation(name, this.line());
      this.i++;
    } else {
      this.expectPunct(':');
      this.relation(name, line);
    }
  }

  private enumBlock(): void {
    const name = this.qualified('an enum name');
    this.expectPunct('{');
    const values: string[] = [];
    while (!this.isPunct('}')) {
      values.push(`'${this.name('an enum value').replace(/'/g, "''")}'`);
      this.settings();
    }
    this.i++;
    this.enums.set(name.toLowerCase(), `ENUM(${values.join(', ')})`);
  }

  private type(line: number): string {
    const t = this.next('a column type');
    let type = t.value;
    if (t.kind === 'word') {
      while (this.isPunct('.') && this.peek(1)?.kind === 'word') {
        this.i++;
        type = this.next('a type').value;
      }
      if (this.isPunct('(') && this.peek()?.line === line) {
        const args: string[] = [];
        this.i++;
        while (!this.isPunct(')')) args.push(this.next("')'").value);
        this.i++;
        type += `(${args.join('')})`;
      }
      if (this.isPunct('[') && this.isPunct(']', 1)) {
        this.i += 2;
        type += '[]';
      }
    }
    return type;
  }

  /** Enum types may be declared after the tables that use them. */
  resolveEnums(): void {
    for (const t of this.tables)
      for (const a of t.attributes) a.type = this.enums.get(a.type.toLowerCase()) ?? a.type;
  }

  private column(table: Table, line: number, inlineRefs: PendingRef[]): void {
    const name = this.name('a column name');
    const type = this.type(line);
    const s = this.settings();
    const defaultValue = s.get('default');
    const attribute: Attribute = {
      id: this.id(),
      name,
      type,
      defaultValue: defaultValue ? defaultText(defaultValue) : null,
      isNullable: !s.has('not null') && !s.has('pk') && !s.has('primary key'),
      isPrimaryKey: s.has('pk') || s.has('primary key'),
      isForeignKey: false,
      isUnique: s.has('unique'),
      isIdentity: false,
      isAutoIncrement: s.has('increment'),
    };
    table.attributes.push(attribute);
    const ref = s.get('ref');
    if (ref && ref.length >= 2) {
      const op = ref[0]?.value ?? '';
      const target = ref.slice(1);
      const column = target.pop()?.value ?? '';
      const tableName = target
        .filter((t) => t.kind !== 'punct')
        .map((t) => t.value)
        .join('.');
      inlineRefs.push({
        name: '',
        from: { table: table.name, columns: [name] },
        op,
        to: { table: tableName, columns: [column] },
        line,
      });
    }
  }

  private indexes(table: Table): void {
    this.expectPunct('{');
    while (!this.isPunct('}')) {
      const columns: string[] = [];
      if (this.isPunct('(')) {
        this.i++;
        while (!this.isPunct(')')) {
          const t = this.next("')'");
          if (t.kind !== 'punct') columns.push(t.value);
        }
        this.i++;
      } else columns.push(this.next('an index column').value);
      const s = this.settings();
      const attrs = columns.map((c) => table.attributes.find((a) => a.name === c));
      if (s.has('pk'))
        for (const a of attrs) if (a) Object.assign(a, { isPrimaryKey: true, isNullable: false });
      if (s.has('unique') && attrs.length === 1 && attrs[0]) attrs[0].isUnique = true;
    }
    this.i++;
  }

  private table(): void {
    const line = this.line();
    const name = this.qualified('a table name');
    if (this.isWord('as')) {
      this.i++;
      this.name('an alias');
    }
    this.settings();
    this.expectPunct('{');
    const table: Table = { id: this.id(), name, attributes: [], x: 0, y: 0, ...DEFAULT_TABLE_SIZE };
    const inlineRefs: PendingRef[] = [];
    while (!this.isPunct('}')) {
      const t = this.peek();
      if (!t) throw new DbmlError(`table ${name} is not closed with '}'`, line);
      if (this.isWord('indexes') && this.isPunct('{', 1)) {
        this.i++;
        this.indexes(table);
      } else if (this.isWord('note') && (this.isPunct(':', 1) || this.isPunct('{', 1))) {
        this.i++;
        if (this.isPunct('{')) this.skipBlock();
        else this.i += 2;
      } else this.column(table, t.line, inlineRefs);
    }
    this.i++;
    this.tables.push(table);
    this.refs.push(...inlineRefs);
  }

  private note(): void {
    const line = this.line();
    if (this.peek()?.kind !== 'punct') this.name('a note name');
    this.expectPunct('{');
    const text = this.next('the note text');
    while (!this.isPunct('}')) this.next("'}'");
    this.i++;
    this.comments.push({ id: this.id(), text: text.value, x: 0, y: line * 10 });
  }

  /** Reads every top-level element; an unreadable element is reported and reading goes on at the next. */
  run(errors: ImportDiagnostic[]): void {
    while (this.i < this.tokens.length) {
      const start = this.i;
      const t = this.next('an element');
      try {
        const word = t.kind === 'word' ? t.value.toLowerCase() : '';
        if (word === 'table') this.table();
        else if (word === 'ref') this.ref();
        else if (word === 'enum') this.enumBlock();
        else if (word === 'note') this.note();
        else if (
          word === 'project' ||
          word === 'tablegroup' ||
          word === 'tablepartial' ||
          word === 'records'
        ) {
          while (!this.isPunct('{')) this.next("'{'");
          this.skipBlock();
          this.warnings.push({
            line: t.line,
            message: `skipped ${t.value} (not part of the diagram)`,
          });
        } else
          throw new DbmlError(
            `expected Table, Ref, Enum, Note or Project but found '${t.value}'`,
            t.line,
          );
      } catch (error) {
        if (!(error instanceof DbmlError)) throw error;
        errors.push({ line: error.line, message: error.message });
        this.recover(start);
      }
    }
  }

  /** Moves past the broken element to the next top-level keyword. */
  private recover(start: number): void {
    this.i = Math.max(this.i, start + 1);
    while (
      this.i < this.tokens.length &&
      !/^(table|ref|enum|note|project|tablegroup)$/i.test(this.peek()?.value ?? '')
    )
      this.i++;
  }
}

function defaultText(tokens: DbmlToken[]): string {
  const [t] = tokens;
  if (!t) return '';
  if (t.kind === 'string') return `'${t.value.replace(/'/g, "''")}'`;
  return tokens.map((x) => x.value).join('');
}

function resolveRefs(
  reader: DbmlReader,
  id: IdFactory,
  errors: ImportDiagnostic[],
): Relationship[] {
  const byName = new Map(reader.tables.map((t) => [t.name.toLowerCase(), t]));
  const out: Relationship[] = [];
  for (const r of reader.refs) {
    const source = byName.get(r.from.table.toLowerCase());
    const target = byName.get(r.to.table.toLowerCase());
    const find = (t: Table | undefined, c: string) =>
      t?.attributes.find((a) => a.name.toLowerCase() === c.toLowerCase());
    const pairs = r.from.columns.map(
      (c, k) => [find(source, c), find(target, r.to.columns[k] ?? '')] as const,
    );
    if (
      !source ||
      !target ||
      pairs.some(([a, b]) => !a || !b) ||
      r.from.columns.length !== r.to.columns.length
    ) {
      errors.push({
        line: r.line,
        message: `Ref ${r.from.table}.${r.from.columns.join(',')} ${r.op} ${r.to.table}.${r.to.columns.join(',')} names a table or column that does not exist`,
      });
      continue;
    }
    const cardinality = CARDINALITY[r.op] ?? 'ONE_TO_MANY';
    for (const [a, b] of pairs) {
      if (!a || !b) continue;
      // The foreign key sits on the many side: the target, or the source for MANY_TO_ONE.
      if (cardinality === 'MANY_TO_ONE') a.isForeignKey = true;
      else if (cardinality !== 'MANY_TO_MANY') b.isForeignKey = true;
      out.push({
        id: id(),
        name: r.name,
        sourceTableId: source.id,
        targetTableId: target.id,
        sourceColumnId: a.id,
        targetColumnId: b.id,
        cardinality,
      });
    }
  }
  return out;
}

/** Reads DBML (Table, Ref, Enum, Note; Project and TableGroup skipped) into a diagram with an automatic layout. */
export function readDbml(text: string, options: { idFactory?: IdFactory } = {}): ImportResult {
  const id = options.idFactory ?? createId;
  const errors: ImportDiagnostic[] = [];
  let tokens: DbmlToken[];
  try {
    tokens = lexDbml(text);
  } catch (error) {
    if (!(error instanceof DbmlError)) throw error;
    return {
      model: { tables: [], relationships: [], comments: [] },
      warnings: [],
      errors: [{ line: error.line, message: error.message }],
    };
  }
  const reader = new DbmlReader(tokens, id);
  reader.run(errors);
  reader.resolveEnums();
  const relationships = resolveRefs(reader, id, errors);
  const model = layoutModel({ tables: reader.tables, relationships, comments: [] });
  const right = Math.max(0, ...model.tables.map((t) => t.x + 400));
  const comments = reader.comments.map((c, k) => ({ ...c, x: right, y: k * 120 }));
  return { model: { ...model, comments }, warnings: reader.warnings, errors };
}
