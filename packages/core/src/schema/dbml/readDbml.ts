import { createId, DEFAULT_TABLE_SIZE, type IdFactory } from '../defaults';
import { type FromPhysicalOptions, layoutModel } from '../fromPhysical';
import type { OutsideReference } from '../import/canvasLinks';
import type { ImportDiagnostic } from '../import/catalog';
import type { ReadImport } from '../import';
import {
  REFERENTIAL_ACTIONS,
  type Area,
  type Attribute,
  type Cardinality,
  type Comment,
  type NamedType,
  type ReferentialAction,
  type Relationship,
  type Table,
  type TableIndex,
} from '../model';
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
  onDelete?: ReferentialAction;
  onUpdate?: ReferentialAction;
}

/** A TableGroup as read: its name, colour and members' lookup keys, resolved after all tables. */
interface PendingGroup {
  name: string;
  color?: string;
  members: { key: string; line: number }[];
}

/** A DBML name split into its schema (absent for `public`) and name. */
interface QualifiedName {
  schema?: string;
  name: string;
}

/** The lookup key of a table: `schema.name`, or the name alone, lower-cased. */
const tableKey = (q: QualifiedName): string =>
  (q.schema ? `${q.schema}.${q.name}` : q.name).toLowerCase();

/** The text of a setting's value: a string's content, or the tokens joined. */
const settingText = (tokens: DbmlToken[]): string => tokens.map((t) => t.value).join(' ');

/** A Ref's `delete:` or `update:` setting as a referential action. */
function refAction(tokens: DbmlToken[] | undefined): ReferentialAction | undefined {
  const text = tokens ? settingText(tokens).toUpperCase() : '';
  return REFERENTIAL_ACTIONS.find((a) => a === text);
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
  readonly types: NamedType[] = [];
  readonly groups: PendingGroup[] = [];
  /** Table aliases (`Table users as U`), by lower-case alias, with the table's key. */
  readonly aliases = new Map<string, string>();
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
  private qualified(what: string): QualifiedName {
    const parts = [this.name(what)];
    while (this.isPunct('.') && this.peek(1)?.kind !== 'punct') {
      this.i++;
      parts.push(this.name(what));
    }
    const name = parts.pop() ?? '';
    const schema = parts.pop();
    return schema === undefined || schema.toLowerCase() === 'public' ? { name } : { schema, name };
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
    const settings = this.settings();
    const ref: PendingRef = { name, from, op, to, line };
    const onDelete = refAction(settings.get('delete'));
    const onUpdate = refAction(settings.get('update'));
    if (onDelete) ref.onDelete = onDelete;
    if (onUpdate) ref.onUpdate = onUpdate;
    this.refs.push(ref);
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

  /** Reads `Enum [schema.]name { value [note: ...] ... }` into a project type. */
  private enumBlock(): void {
    const q = this.qualified('an enum name');
    this.expectPunct('{');
    const values: string[] = [];
    while (!this.isPunct('}')) {
      values.push(this.name('an enum value'));
      this.settings();
    }
    this.i++;
    this.types.push({ id: this.id(), ...q, kind: 'enum', values });
  }

  private type(line: number): string {
    const t = this.next('a column type');
    let type = t.value;
    if (t.kind === 'word') {
      while (this.isPunct('.') && this.peek(1)?.kind === 'word') {
        this.i++;
        const part = this.next('a type').value;
        type = type.toLowerCase() === 'public' ? part : `${type}.${part}`;
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
    const note = s.get('note');
    if (note) attribute.comment = settingText(note);
    const check = s.get('check');
    if (check)
      (table.checks ??= []).push({
        id: this.id(),
        name: '',
        expression: settingText(check),
        columnId: attribute.id,
      });
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
        from: { table: tableKey(table), columns: [name] },
        op,
        to: { table: tableName, columns: [column] },
        line,
      });
    }
  }

  /** Reads one index's key: `col`, `` `expression` `` or `(col, `expr`, ...)`. */
  private indexKey(): DbmlToken[] {
    if (!this.isPunct('(')) return [this.next('an index column')];
    this.i++;
    const parts: DbmlToken[] = [];
    while (!this.isPunct(')')) {
      const t = this.next("')'");
      if (t.kind !== 'punct') parts.push(t);
    }
    this.i++;
    return parts;
  }

  /** Reads an `indexes { ... }` block: primary keys (`[pk]`) and indexes with name, type and unique. */
  private indexes(table: Table): void {
    this.expectPunct('{');
    while (!this.isPunct('}')) {
      const line = this.line();
      const key = this.indexKey();
      const s = this.settings();
      const find = (c: string) =>
        table.attributes.find((a) => a.name.toLowerCase() === c.toLowerCase());
      if (s.has('pk')) {
        const attrs = key.map((t) => find(t.value));
        if (attrs.some((a) => !a))
          throw new DbmlError(`the primary key of ${table.name} names a missing column`, line);
        for (const a of attrs) if (a) Object.assign(a, { isPrimaryKey: true, isNullable: false });
        table.primaryKeyOrder = attrs.flatMap((a) => (a ? [a.id] : []));
        continue;
      }
      const index: TableIndex = {
        id: this.id(),
        name: settingText(s.get('name') ?? []),
        unique: s.has('unique'),
        parts: key.map((t) => {
          const column = t.kind === 'expr' ? undefined : find(t.value);
          return column ? { columnId: column.id } : { expression: t.value };
        }),
      };
      const method = s.get('type');
      if (method) index.method = settingText(method);
      (table.indexes ??= []).push(index);
    }
    this.i++;
  }

  private table(): void {
    const line = this.line();
    const q = this.qualified('a table name');
    const name = q.name;
    if (this.isWord('as')) {
      this.i++;
      this.aliases.set(this.name('an alias').toLowerCase(), tableKey(q));
    }
    const settings = this.settings();
    this.expectPunct('{');
    const table: Table = {
      id: this.id(),
      ...q,
      exactName: true,
      attributes: [],
      x: 0,
      y: 0,
      ...DEFAULT_TABLE_SIZE,
    };
    const color = settings.get('headercolor');
    if (color) table.color = color.map((t) => t.value).join('');
    const note = settings.get('note');
    if (note) table.comment = settingText(note);
    const inlineRefs: PendingRef[] = [];
    while (!this.isPunct('}')) {
      const t = this.peek();
      if (!t) throw new DbmlError(`table ${name} is not closed with '}'`, line);
      if (this.isWord('indexes') && this.isPunct('{', 1)) {
        this.i++;
        this.indexes(table);
      } else if (this.isWord('note') && (this.isPunct(':', 1) || this.isPunct('{', 1))) {
        this.i++;
        table.comment = this.noteText();
      } else this.column(table, t.line, inlineRefs);
    }
    this.i++;
    this.tables.push(table);
    this.refs.push(...inlineRefs);
  }

  /** Reads a note's text after `Note`: `: 'text'` or `{ 'text' }`. */
  private noteText(): string {
    if (this.isPunct(':')) {
      this.i++;
      return this.next('the note text').value;
    }
    this.expectPunct('{');
    const text = this.next('the note text').value;
    while (!this.isPunct('}')) this.next("'}'");
    this.i++;
    return text;
  }

  /** `TableGroup name [color: #hex] { table ... Note: '...' }`: a subject area (issue 21, item 2). */
  private tableGroup(): void {
    const name = this.name('a table group name');
    const settings = this.settings();
    const color = settings.get('color');
    this.expectPunct('{');
    const members: PendingGroup['members'] = [];
    while (!this.isPunct('}')) {
      if (this.isWord('note') && (this.isPunct(':', 1) || this.isPunct('{', 1))) {
        this.i++;
        this.noteText();
        continue;
      }
      const line = this.line();
      members.push({ key: tableKey(this.qualified('a table name')), line });
    }
    this.i++;
    this.groups.push({
      name,
      ...(color ? { color: color.map((t) => t.value).join('') } : {}),
      members,
    });
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
        else if (word === 'tablegroup') this.tableGroup();
        else if (word === 'project' || word === 'tablepartial' || word === 'records') {
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

/** A group's colour when an area can keep it (`#rrggbb`), else none. */
const areaColor = (color: string | undefined) =>
  color && /^#[0-9a-fA-F]{6}$/.test(color) ? { color } : {};

/** Each TableGroup as an area of its tables (by id); a member not read is a warning. */
function resolveGroups(reader: DbmlReader): Area[] {
  const byKey = new Map(reader.tables.map((t) => [tableKey(t), t.id]));
  return reader.groups.map((g) => {
    const tables: string[] = [];
    for (const m of g.members) {
      const id = byKey.get(reader.aliases.get(m.key) ?? m.key);
      if (id) tables.push(id);
      else
        reader.warnings.push({ line: m.line, message: `table group ${g.name}: no table ${m.key}` });
    }
    return { name: g.name.trim().slice(0, 100) || 'Area', ...areaColor(g.color), tables };
  });
}

/** Whether the columns of a Ref's end hold the key: the many side (none of many-to-many). */
const holdsKey = (cardinality: Cardinality, end: 'source' | 'target') =>
  end === 'source'
    ? cardinality === 'MANY_TO_ONE'
    : cardinality === 'ONE_TO_MANY' || cardinality === 'ONE_TO_ONE';

function resolveRefs(
  reader: DbmlReader,
  id: IdFactory,
  errors: ImportDiagnostic[],
): { relationships: Relationship[]; outside: OutsideReference[] } {
  const byKey = new Map(reader.tables.map((t) => [tableKey(t), t]));
  const lookup = (name: string) => {
    const key = name.toLowerCase().replace(/^public\./, '');
    return byKey.get(reader.aliases.get(key) ?? key);
  };
  const out: Relationship[] = [];
  const outside: OutsideReference[] = [];
  for (const r of reader.refs) {
    const source = lookup(r.from.table);
    const target = lookup(r.to.table);
    const find = (t: Table | undefined, c: string) =>
      t?.attributes.find((a) => a.name.toLowerCase() === c.toLowerCase());
    const pairs = r.from.columns.map(
      (c, k) => [find(source, c), find(target, r.to.columns[k] ?? '')] as const,
    );
    const cardinality = CARDINALITY[r.op] ?? 'ONE_TO_MANY';
    const text = `${r.from.table}.${r.from.columns.join(',')} ${r.op} ${r.to.table}.${r.to.columns.join(',')}`;
    // One end outside the script: a table on the canvas the import is added to, perhaps.
    const own = source
      ? { table: source, end: 'source' as const, columns: r.from.columns, other: r.to }
      : target && { table: target, end: 'target' as const, columns: r.to.columns, other: r.from };
    const ownColumns = own?.columns.map((c) => find(own.table, c));
    if (
      own &&
      (!source || !target) &&
      ownColumns?.every((c) => c !== undefined) &&
      r.from.columns.length === r.to.columns.length
    ) {
      const parts = own.other.table.split('.');
      outside.push({
        line: r.line,
        reference: text,
        label: `Ref ${text}`,
        name: r.name,
        tableId: own.table.id,
        columnIds: ownColumns.map((c) => c.id),
        ref: {
          schema: parts.length > 1 ? (parts[0] ?? null) : null,
          name: parts[parts.length - 1] ?? '',
        },
        refColumns: own.other.columns,
        importedEnd: own.end,
        cardinality,
        holdsKey: holdsKey(cardinality, own.end),
        ...(r.onDelete ? { onDelete: r.onDelete } : {}),
        ...(r.onUpdate ? { onUpdate: r.onUpdate } : {}),
      });
      continue;
    }
    if (
      !source ||
      !target ||
      pairs.some(([a, b]) => !a || !b) ||
      r.from.columns.length !== r.to.columns.length
    ) {
      errors.push({
        line: r.line,
        message: `Ref ${text} names a table or column that does not exist`,
      });
      continue;
    }
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
        ...(r.onDelete ? { onDelete: r.onDelete } : {}),
        ...(r.onUpdate ? { onUpdate: r.onUpdate } : {}),
      });
    }
  }
  return { relationships: out, outside };
}

/**
 * Reads DBML into a diagram with an automatic layout: tables (schemas, notes, header colours,
 * indexes), refs (composite, with actions), enums as project types, sticky notes, and table groups
 * as areas of their tables (drawn around them where the import places them); Project,
 * TablePartial and Records are skipped with a warning.
 */
export function readDbml(text: string, options: FromPhysicalOptions = {}): ReadImport {
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
      unresolved: [],
      outside: [],
      dialect: 'postgresql',
    };
  }
  const reader = new DbmlReader(tokens, id);
  reader.run(errors);
  const { relationships, outside } = resolveRefs(reader, id, errors);
  const areas = resolveGroups(reader);
  const model = layoutModel(
    {
      tables: reader.tables,
      relationships,
      comments: [],
      ...(reader.types.length > 0 ? { types: reader.types } : {}),
      ...(areas.length > 0 ? { areas } : {}),
    },
    options.layout,
  );
  const right = Math.max(0, ...model.tables.map((t) => t.x + 400));
  const comments = reader.comments.map((c, k) => ({ ...c, x: right, y: k * 120 }));
  // DBML's default schema is public, as PostgreSQL's: references match by its rules.
  return {
    model: { ...model, comments },
    warnings: reader.warnings,
    errors,
    unresolved: [],
    outside,
    dialect: 'postgresql',
  };
}
