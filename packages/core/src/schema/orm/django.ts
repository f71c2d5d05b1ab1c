/**
 * The diagram as a Django 3.2 `models.py` (issue 40): a `models.Model` per table with its
 * `db_table`, each column a field of the type Relata's DDL writes (a field of the module's own
 * `Typed…` classes where Django's would make another type), keys, indexes and checks in `Meta`
 * named as the DDL names them, foreign keys as `ForeignKey` fields, so that `makemigrations` and
 * `migrate` create what Relata's script creates. What Django cannot express is listed as
 * `# Note:` lines on top: defaults and comments (3.2 has neither in the database), composite
 * keys, referential actions (Django runs them in Python), schemas.
 */
import { createSchemas } from '../generate/objects';
import type { DiagramModel, ReferentialAction } from '../model';
import { codeString, hashCommentLine } from '../quoting';
import type { SqlDialect } from '../sql/dialects';
import { parseType, type ParsedType } from '../sql/types';
import { identifier, nameScope, pascalCase, snakeCase } from './names';
import {
  defaultSequence,
  indexesForeignKeysNeed,
  ormSchema,
  type OrmColumn,
  type OrmIndex,
  type OrmSchema,
  type OrmTable,
} from './ormSchema';
import { PYTHON_KEYWORDS, writtenChecks } from './python';

/** Names the module defines or imports, and those a Model reserves. */
const MODULE_NAMES = new Set(['models', 'Q', 'RawSQL', 'SqlTypeMixin', 'Meta', 'objects', 'pk']);

/** Field names a model may not take (Python's words, Django's own attributes). */
const RESERVED_FIELDS = new Set([
  ...PYTHON_KEYWORDS,
  ...MODULE_NAMES,
  'save',
  'delete',
  'clean',
  'check',
  'id',
]);

/** Django's `on_delete` of each action (Django carries it out itself, in Python). */
const ON_DELETE: Record<ReferentialAction, string> = {
  'NO ACTION': 'DO_NOTHING',
  RESTRICT: 'RESTRICT',
  CASCADE: 'CASCADE',
  'SET NULL': 'SET_NULL',
  'SET DEFAULT': 'SET_DEFAULT',
};

/** A field class and its arguments, and the type Django writes for it (per engine). */
interface FieldChoice {
  cls: string;
  args: string[];
  /** The type Django's own field makes, to compare with the DDL's. */
  makes: Partial<Record<SqlDialect, string>>;
}

/** The Django field closest to a parsed type. */
function closestField(t: ParsedType): FieldChoice {
  const n = (i: number) => t.args[i] ?? '';
  switch (t.kind) {
    case 'boolean':
      return { cls: 'BooleanField', args: [], makes: { postgresql: 'boolean', sqlite: 'bool' } };
    case 'integer':
      return t.size === 8
        ? { cls: 'BigIntegerField', args: [], makes: { postgresql: 'bigint', sqlite: 'bigint' } }
        : t.size <= 2
          ? {
              cls: 'SmallIntegerField',
              args: [],
              makes: { postgresql: 'smallint', sqlite: 'smallint' },
            }
          : { cls: 'IntegerField', args: [], makes: { postgresql: 'integer', sqlite: 'integer' } };
    case 'decimal':
      return /^\d+$/.test(n(0))
        ? {
            cls: 'DecimalField',
            args: [`max_digits=${n(0)}`, `decimal_places=${/^\d+$/.test(n(1)) ? n(1) : '0'}`],
            makes: { postgresql: `numeric(${n(0)},${n(1) || '0'})`, sqlite: 'decimal' },
          }
        : { cls: 'FloatField', args: [], makes: {} };
    case 'float':
      return {
        cls: 'FloatField',
        args: [],
        makes: { postgresql: 'double precision', sqlite: 'real' },
      };
    case 'varchar':
    case 'char':
      return /^\d+$/.test(n(0))
        ? {
            cls: 'CharField',
            args: [`max_length=${n(0)}`],
            makes: { postgresql: `varchar(${n(0)})`, sqlite: `varchar(${n(0)})` },
          }
        : { cls: 'TextField', args: [], makes: { postgresql: 'text', sqlite: 'text' } };
    case 'text':
      return { cls: 'TextField', args: [], makes: { postgresql: 'text', sqlite: 'text' } };
    case 'date':
      return { cls: 'DateField', args: [], makes: { postgresql: 'date', sqlite: 'date' } };
    case 'time':
      return { cls: 'TimeField', args: [], makes: { postgresql: 'time', sqlite: 'time' } };
    case 'datetime':
    case 'datetimetz':
      return {
        cls: 'DateTimeField',
        args: [],
        makes: { postgresql: 'timestamp with time zone', sqlite: 'datetime' },
      };
    case 'binary':
      return { cls: 'BinaryField', args: [], makes: { postgresql: 'bytea', sqlite: 'blob' } };
    case 'uuid':
      return { cls: 'UUIDField', args: [], makes: { postgresql: 'uuid' } };
    case 'json':
      return { cls: 'JSONField', args: [], makes: { postgresql: 'jsonb' } };
    default:
      return { cls: 'TextField', args: [], makes: {} };
  }
}

/** PostgreSQL's other spellings of a type, as its catalog states them. */
const PG_ALIASES: Record<string, string> = {
  int: 'integer',
  int4: 'integer',
  int8: 'bigint',
  int2: 'smallint',
  bool: 'boolean',
  'character varying': 'varchar',
  decimal: 'numeric',
  float8: 'double precision',
  timestamptz: 'timestamp with time zone',
  'timestamp without time zone': 'timestamp',
};

/** A type for comparison: lower case, single spaces, PostgreSQL's aliases resolved. */
function sameType(sqlType: string, dialect: SqlDialect): string {
  const lower = sqlType
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/\s*,\s*/g, ',')
    .trim();
  if (dialect !== 'postgresql') return lower;
  const m = /^([a-z ]+?)\s*(\(.*\))?$/.exec(lower);
  const base = m?.[1] ?? lower;
  return `${PG_ALIASES[base] ?? base}${m?.[2] ?? ''}`;
}

/** The `models.py` of a diagram for the dialect (Django 3.2). */
export function generateDjango(model: DiagramModel, dialect: SqlDialect): string {
  const schema = ormSchema(model, dialect);
  const notes = [...schema.notes];
  const note = (text: string) => {
    if (!notes.includes(text)) notes.push(text);
  };
  const typed = new Set<string>();
  /** django.contrib.postgres.indexes' names the module uses. */
  const pgIndexes = new Set<string>();
  const classes = nameScope([...PYTHON_KEYWORDS, ...MODULE_NAMES]);
  const dbTables = nameScope();
  const classNames = new Map<OrmTable, string>();
  for (const table of schema.tables)
    classNames.set(
      table,
      classes.claim(identifier(pascalCase(table.name), PYTHON_KEYWORDS, { prefix: 'T' })),
    );
  const tableKey = (s: string | undefined, name: string) => `${s ?? ''}.${name}`;
  const byKey = new Map(schema.tables.map((t) => [tableKey(t.schema, t.name), t] as const));
  const managed = isDjangoManaged;
  const fieldNames = new Map<OrmTable, Map<string, string>>();

  // Field names first (foreign keys name their columns' fields).
  for (const table of schema.tables) {
    const scope = nameScope(RESERVED_FIELDS);
    const names = new Map<string, string>();
    for (const column of table.columns) {
      // Django refuses a field name ending in `_` or holding `__`.
      const base = snakeCase(column.name).replace(/_+/g, '_').replace(/_$/, '');
      names.set(
        column.name,
        scope.claim(identifier(base, RESERVED_FIELDS, { prefix: 'c', suffix: '_field' })),
      );
    }
    fieldNames.set(table, names);
  }
  const field = (t: OrmTable, c: string) => fieldNames.get(t)?.get(c) ?? c;
  const targetOf = (table: OrmTable, fk: OrmTable['foreignKeys'][number]) =>
    byKey.get(tableKey(fk.refSchema ?? table.schema, fk.refTable)) ??
    byKey.get(tableKey(undefined, fk.refTable));
  const uniqueFields = keyIndexFields(schema, dialect, targetOf);
  // The sequence each column's default takes (`nextval('s')`), and how many columns take each.
  const sequenceOf = (c: OrmColumn) => defaultSequence(c.defaultSql)?.name;
  const sequenceUses = new Map<string, number>();
  for (const t of schema.tables)
    for (const c of t.columns) {
      const s = sequenceOf(c);
      if (s) sequenceUses.set(s, (sequenceUses.get(s) ?? 0) + 1);
    }

  const blocks = schema.tables.map((table) => {
    const className = classNames.get(table) ?? table.name;
    const where = (c: string) => `${table.name}.${c}`;
    const solePk = table.primaryKey.length === 1 ? table.primaryKey[0] : undefined;
    // The field Django takes for the key of an unmanaged model: the first key column, or the first.
    const djangoPk = solePk ?? table.primaryKey[0] ?? table.columns[0]?.name;
    const names = [table.name, ...table.columns.map((c) => c.name)];
    if (names.some((n) => n.includes('%')))
      note(
        `${table.name}: Django reads the % in its names as a query parameter; the model is managed = False (create the table with Relata's DDL)`,
      );
    if (names.some((n) => n.includes('"')))
      note(
        `${table.name}: ${UNDOUBLED_QUOTES}; the model is managed = False (create the table with Relata's DDL)`,
      );
    if (!hasUnnameable(table) && !managed(table))
      note(
        table.primaryKey.length > 1
          ? `${table.name}: composite primary key (${table.primaryKey.join(', ')}): Django 3.2 keys a model by one column; the model is managed = False (create the table with Relata's DDL) and takes ${djangoPk ?? ''} as its pk, which save() and delete() use alone`
          : `${table.name} has no primary key: Django needs one; the model is managed = False (create the table with Relata's DDL) and takes ${djangoPk ?? ''} as its pk`,
      );
    if (table.schema)
      note(
        `${table.name}: its schema ${table.schema} is left out: Django 3.2 has no schemas (db_table names a table of the connection's search path)`,
      );
    if (table.comment || table.columns.some((c) => c.comment))
      note(`${table.name}: comments are left out: Django 3.2 writes none to the database`);
    const fks = new Map<string, { args: string; refType: string }>();
    for (const fk of table.foreignKeys) {
      const at = where(fk.columns.join(', '));
      const target = targetOf(table, fk);
      const [column] = fk.columns;
      const [refColumn] = fk.refColumns;
      if (!target || !column || !refColumn || fk.columns.length > 1) {
        note(
          `${at}: foreign key to ${fk.refTable} is left out: ${target ? 'Django 3.2 has no foreign key of several columns' : 'the diagram has no such table'}`,
        );
        continue;
      }
      if (fks.has(column)) {
        note(`${at}: a second foreign key of ${column} is left out: a field holds one`);
        continue;
      }
      const refUnique =
        (target.primaryKey.length === 1 && target.primaryKey[0] === refColumn) ||
        target.uniques.some((u) => u.columns.length === 1 && u.columns[0] === refColumn) ||
        target.indexes.some((i) => {
          const columns = uniqueOf(i, dialect);
          return columns?.length === 1 && columns[0] === refColumn;
        });
      if (!refUnique) {
        note(
          `${at}: foreign key is left out: Django needs ${target.name}.${refColumn} to be unique on its own`,
        );
        continue;
      }
      const own = table.columns.find((c) => c.name === column);
      const action = fk.onDelete ?? 'NO ACTION';
      const onDelete =
        action === 'SET NULL' && own && !own.nullable ? 'DO_NOTHING' : ON_DELETE[action];
      const args = [
        codeString(classNames.get(target) ?? target.name),
        `on_delete=models.${onDelete}`,
        `db_column=${codeString(column)}`,
        ...(target.primaryKey.length === 1 && target.primaryKey[0] === refColumn
          ? []
          : [`to_field=${codeString(field(target, refColumn))}`]),
        "related_name='+'",
        'db_index=False',
        `db_constraint=${managed(target) ? 'True' : 'False'}`,
      ];
      if (!managed(target))
        note(`${at}: foreign key has no constraint: ${target.name} is not created by Django`);
      if (fk.onUpdate && fk.onUpdate !== 'NO ACTION')
        note(`${at}: ON UPDATE ${fk.onUpdate} is left out: Django has no on_update`);
      if (fk.name && !fk.unnamed)
        note(`${at}: foreign key ${fk.name} takes Django's name: Django names its constraints`);
      const ref = target.columns.find((c) => c.name === refColumn);
      // The type Django gives the key's column: its target's, an AutoField's its integer type.
      const refType = ref?.domain?.baseType ?? ref?.sqlType ?? '';
      const refAuto =
        ref?.autoIncrement && target.primaryKey.length === 1 && ref.type.kind === 'integer';
      fks.set(column, {
        args: args.join(', '),
        refType: refAuto
          ? autoFieldType(ref.type.size)
          : (SERIAL_TYPES[refType.toLowerCase()] ?? refType),
      });
    }
    if (table.foreignKeys.length > 0)
      note(
        'referential actions are Django’s: on_delete runs in Python, the database’s foreign keys are NO ACTION, DEFERRABLE INITIALLY DEFERRED',
      );

    const uniqueColumns = new Set(
      table.indexes.flatMap((i) => (uniqueFields.has(i) ? [i.parts[0]?.column ?? ''] : [])),
    );
    const lines = table.columns.map((column) => {
      const name = field(table, column.name);
      const unique = uniqueColumns.has(column.name) ? ', unique=True' : '';
      const common = [
        `db_column=${codeString(column.name)}`,
        ...(column.nullable ? ['null=True'] : []),
        ...(column.name === djangoPk ? ['primary_key=True'] : []),
        ...(unique ? ['unique=True'] : []),
      ];
      const t = column.domain ? parseType(column.domain.baseType) : column.type;
      const sqlType = column.domain ? column.domain.baseType : column.sqlType;
      // A key numbered by a sequence of its own (no other column takes it) is Django's AutoField,
      // which numbers it by a serial's sequence (`t_id_seq`).
      const sequence = sequenceOf(column);
      const serialSequence = `${table.name}_${column.name}_seq`.slice(0, 63);
      const ownSequence =
        dialect === 'postgresql' &&
        column.name === solePk &&
        t.kind === 'integer' &&
        !!sequence &&
        (sequence === serialSequence || sequenceUses.get(sequence) === 1);
      if (ownSequence && sequence !== serialSequence)
        note(
          `${table.name}.${column.name}: numbered by Django's AutoField, whose sequence is ${serialSequence}, not ${sequence ?? ''}: Django 3.2 names its serial's sequence itself`,
        );
      if (column.defaultSql !== null && !/^null$/i.test(column.defaultSql) && !ownSequence)
        note(
          `${table.name}.${column.name}: its default ${column.defaultSql} is left out: Django 3.2 has no database defaults`,
        );
      if (column.generated)
        note(
          `${table.name}.${column.name}: generated column is written as a plain column: Django 3.2 cannot define one`,
        );
      const fk = fks.get(column.name);
      if (fk && column.autoIncrement)
        note(
          `${table.name}.${column.name}: auto-increment is left out: it is a foreign key, which Django does not number`,
        );
      if (fk) {
        // Django types a foreign key's column as its target's: one of its own type says so.
        const own = fk.refType.toLowerCase() === sqlType.toLowerCase();
        if (!own) typed.add('ForeignKey');
        return `    ${name} = ${own ? 'models.ForeignKey' : 'TypedForeignKey'}(${fk.args}${own ? '' : `, sql_type=${codeString(sqlType)}`}${column.nullable ? ', null=True' : ''}${column.name === djangoPk ? ', primary_key=True' : ''}${unique})`;
      }
      if (column.domain)
        note(
          `${table.name}.${column.name}: domain ${column.domain.name} becomes its type ${column.domain.baseType}: Django has no domains`,
        );
      if ((column.autoIncrement || ownSequence) && column.name === solePk && t.kind === 'integer') {
        if (column.numbering === 'identity')
          note(
            `${table.name}.${column.name}: identity column becomes serial: Django 3.2's AutoField is a serial`,
          );
        const cls = t.size === 8 ? 'BigAutoField' : t.size <= 2 ? 'SmallAutoField' : 'AutoField';
        return `    ${name} = models.${cls}(${common.join(', ')})`;
      }
      if (column.autoIncrement)
        note(`${table.name}.${column.name}: auto-increment is left out: Django numbers its key`);
      const choice = closestField(t);
      let same = choice.makes[dialect] === sameType(sqlType, dialect);
      let written = sqlType;
      // Django gives a PostgreSQL key or unique column typed `varchar…` or `text…` a second index
      // of its own (`<table>_<column>_<hash>_like`, for LIKE outside the C locale), which
      // Relata's DDL has not: the same type in upper case is the same column, and no such index.
      const djangoType = same ? (choice.makes[dialect] ?? sqlType) : sqlType;
      if (
        dialect === 'postgresql' &&
        (column.name === djangoPk || unique) &&
        /^(varchar|text)/.test(djangoType)
      ) {
        same = false;
        written = djangoType.replace(/^(varchar|text)/, (m) => m.toUpperCase());
      }
      const cls = same ? `models.${choice.cls}` : `Typed${choice.cls}`;
      if (!same) typed.add(choice.cls);
      const args = [
        ...choice.args,
        ...(same ? [] : [`sql_type=${codeString(written)}`]),
        ...common,
      ];
      return `    ${name} = ${cls}(${args.join(', ')})`;
    });

    // Each with its name, which Django may not carry (see named below).
    const constraints: Named[] = [];
    for (const u of table.uniques) {
      const uName = u.name || defaultName(table, u.columns, 'key', dialect);
      constraints.push({
        what: `unique key ${uName}`,
        name: uName,
        code: `models.UniqueConstraint(fields=[${u.columns.map((c) => codeString(field(table, c))).join(', ')}], name=${djangoName(uName)})`,
      });
    }
    for (const { check, sql } of writtenChecks(table)) {
      const cName =
        check.name || defaultName(table, check.column ? [check.column] : [], 'check', dialect);
      // RawSQL's text is a format string: its % signs are doubled.
      constraints.push({
        what: `check ${cName}`,
        name: cName,
        code: `models.CheckConstraint(check=Q(RawSQL(${codeString(sql.replace(/%/g, '%%'))}, [], output_field=models.BooleanField())), name=${djangoName(cName)})`,
      });
    }
    const indexes: Named[] = [];
    // SQLite: the keys of CREATE TABLE, where Django writes each unique key: the primary key's
    // own index (a rowid key has none), then each unique key's.
    const pkColumn = solePk ? table.columns.find((c) => c.name === solePk) : undefined;
    const rowid =
      pkColumn?.type.kind === 'integer' &&
      (pkColumn.autoIncrement || /^integer$/i.test(pkColumn.sqlType));
    const inlineKeys = [
      ...(rowid ? [] : [table.primaryKey]),
      ...table.uniques.map((u) => u.columns),
    ];
    for (const index of table.indexes) {
      const columns = dialect === 'sqlite' ? uniqueOf(index, dialect) : undefined;
      if (columns && inlineKeys.some((k) => k.join('\u0000') === columns.join('\u0000'))) {
        note(
          `${table.name}: index ${index.name} is left out: Django 3.2 writes a unique key inside CREATE TABLE, where SQLite folds it into the key of the same columns before it`,
        );
        continue;
      }
      if (columns) inlineKeys.push(columns);
      const keyOf = uniqueFields.get(index);
      if (keyOf !== undefined) {
        const column = index.parts[0]?.column ?? '';
        note(
          `${table.name}: unique index ${index.name} is ${field(table, column)}'s unique=True, which PostgreSQL names ${defaultName(table, [column], 'key', dialect)}: Django 3.2 creates foreign keys before its models' constraints, and the foreign key of ${keyOf} needs it`,
        );
        continue;
      }
      const written = djangoIndex(index, dialect, (c) => field(table, c));
      if ('problem' in written) {
        note(`${table.name}: index ${index.name} is left out: ${written.problem}`);
        continue;
      }
      if (written.pgClass) pgIndexes.add(written.pgClass);
      const item = { what: `index ${index.name}`, name: index.name, code: written.code };
      (index.unique ? constraints : indexes).push(item);
    }
    // Django formats these names with `%(class)s`, again each time it copies a model's state: a
    // name holding % cannot survive that, doubled or not. Nor one holding ", which it writes
    // between double quotes as it is.
    const named = (list: Named[]) =>
      list.flatMap((item) => {
        if (item.name.includes('%'))
          note(
            `${table.name}: ${codeString(item.name)} is left out: Django formats its names with %, and cannot keep one holding %`,
          );
        if (item.name.includes('"'))
          note(`${table.name}: ${item.what} is left out: ${UNDOUBLED_QUOTES}`);
        return /[%"]/.test(item.name) ? [] : [item.code];
      });
    const constraintCode = named(constraints);
    const indexCode = named(indexes);
    const dbTable = dbTables.claim(table.name);
    if (dbTable !== table.name)
      note(`${table.name}: db_table is ${dbTable}: another schema holds a table of its name`);
    const meta = [
      '    class Meta:',
      `        db_table = ${codeString(dbTable)}`,
      `        managed = ${managed(table) ? 'True' : 'False'}`,
      ...(constraintCode.length > 0
        ? [
            '        constraints = [',
            ...constraintCode.map((c) => `            ${c},`),
            '        ]',
          ]
        : []),
      ...(indexCode.length > 0
        ? ['        indexes = [', ...indexCode.map((i) => `            ${i},`), '        ]']
        : []),
    ];
    return [`class ${className}(models.Model):`, ...lines, '', ...meta].join('\n');
  });
  if (schema.views.length > 0)
    note(`views are left out (${schema.views.join(', ')}): a Django model of a view is unmanaged`);
  if (blocks.some((b) => /name="[^"]{31,}"/.test(b)))
    note(
      'index and constraint names longer than 30 characters need SILENCED_SYSTEM_CHECKS = ["models.E034"]',
    );

  const setup = databaseSetup(schema);
  for (const s of setupSchemas(schema))
    note(
      `schema ${s} is created by DATABASE_SETUP for the types in it, which stay where Relata's DDL puts them: Django creates no schemas, and its tables are the connection's search path's`,
    );
  const header = [
    '"""Django 3.2 models written by Relata."""',
    ...(setup.length > 0
      ? ['from django.db import connections, models']
      : ['from django.db import models']),
    ...(pgIndexes.size > 0
      ? [`from django.contrib.postgres.indexes import ${[...pgIndexes].sort().join(', ')}`]
      : []),
    'from django.db.models import F, Q',
    'from django.db.models.expressions import RawSQL',
    ...setup,
    ...(typed.size > 0
      ? [
          '',
          '',
          'class SqlTypeMixin:',
          '    """Keeps the column type Relata\'s DDL writes, where Django\'s field would make another."""',
          '',
          '    def __init__(self, *args, sql_type=None, **kwargs):',
          '        self.sql_type = sql_type',
          '        super().__init__(*args, **kwargs)',
          '',
          '    def deconstruct(self):',
          '        name, path, args, kwargs = super().deconstruct()',
          '        kwargs["sql_type"] = self.sql_type',
          '        return name, path, args, kwargs',
          '',
          '    def db_type(self, connection):',
          '        return self.sql_type',
          '',
          '    def rel_db_type(self, connection):',
          '        return self.sql_type',
          ...[...typed].flatMap((cls) => [
            '',
            '',
            `class Typed${cls}(SqlTypeMixin, models.${cls}):`,
            '    pass',
          ]),
        ]
      : []),
  ].join('\n');
  return (
    [
      ...(notes.length > 0 ? [notes.map((n) => hashCommentLine(`Note: ${n}`)).join('\n')] : []),
      header,
      ...blocks,
    ].join('\n\n\n') + '\n'
  );
}

/** The statements of DATABASE_SETUP without the schemas they need (see databaseSetup). */
function setupStatements(schema: OrmSchema): string[] {
  if (schema.dialect !== 'postgresql') return [];
  return [...schema.setup, ...schema.enums.flatMap((e) => (e.created ? [e.created] : []))];
}

/**
 * The schemas of the project types DATABASE_SETUP creates (enums, domains), as Relata's DDL
 * creates them: Django creates none, its tables being the search path's, while an enum column's
 * type names the type in its schema.
 */
function setupSchemas(schema: OrmSchema): string[] {
  if (setupStatements(schema).length === 0) return [];
  return [...new Set((schema.physical.types ?? []).flatMap((t) => t.schema || []))];
}

/**
 * What PostgreSQL needs before Django creates the tables, which Django's migrations do not make:
 * the schemas of the types (setupSchemas), the DDL's extensions, routines, domains and enum types,
 * created by a `pre_migrate` receiver. It runs at every migrate: a statement whose object is there
 * already (PostgreSQL's duplicate_object, duplicate_function or duplicate_table) is passed over,
 * any other failure stops the migration.
 */
function databaseSetup(schema: OrmSchema): string[] {
  const created = setupStatements(schema);
  if (created.length === 0) return [];
  const statements = [...createSchemas(setupSchemas(schema), 'postgresql'), ...created];
  return [
    'from django.db import DatabaseError, transaction',
    'from django.db.models.signals import pre_migrate',
    'from django.dispatch import receiver',
    '',
    "# What the tables need first: Django's migrations create no schemas, extensions, routines or types.",
    'DATABASE_SETUP = [',
    ...statements.map((sql) => `    ${codeString(sql.replace(/;\s*$/, ''))},`),
    ']',
    'ALREADY_THERE = {"42710", "42723", "42P07"}',
    '',
    '',
    '@receiver(pre_migrate, dispatch_uid="relata_database_setup")',
    'def create_database_setup(sender, using, **kwargs):',
    '    for statement in DATABASE_SETUP:',
    '        try:',
    '            with transaction.atomic(using=using), connections[using].cursor() as cursor:',
    '                cursor.execute(statement)',
    '        except DatabaseError as error:',
    '            if getattr(error.__cause__, "pgcode", None) not in ALREADY_THERE:',
    '                raise',
  ];
}

/** PostgreSQL's index classes in django.contrib.postgres.indexes, by method. */
const PG_INDEX_CLASSES: Record<string, string> = {
  gin: 'GinIndex',
  gist: 'GistIndex',
  brin: 'BrinIndex',
  hash: 'HashIndex',
  spgist: 'SpGistIndex',
  bloom: 'BloomIndex',
};

/** SQL text as Django's RawSQL: a format string, so its % signs are doubled. */
const rawSql = (sql: string, output = '') =>
  `RawSQL(${codeString(sql.replace(/%/g, '%%'))}, []${output})`;

/** A written index part that is a column, with PostgreSQL's operator class after it or not. */
const COLUMN_PART = /^(?:"((?:[^"]|"")+)"|([\p{L}_][\p{L}\p{N}_$]*))(?: ([\p{L}_][\w.]*))?$/u;
/** A written expression with PostgreSQL's operator class after it (`(lower(x)) gin_trgm_ops`). */
const EXPRESSION_OPCLASS = /^(\(.*\)) ([\p{L}_][\w.]*)$/su;

/**
 * An index as Django 3.2 writes it, from what Relata's DDL writes (its parts, WHERE, method):
 * `models.Index` (a unique one `models.UniqueConstraint`), or PostgreSQL's index class of its
 * method; columns as fields (with their operator classes), or as expressions (F, RawSQL) where a
 * part is SQL; the WHERE as a condition. Or why Django cannot write it.
 */
function djangoIndex(
  index: OrmIndex,
  dialect: SqlDialect,
  fieldOf: (column: string) => string,
): { code: string; pgClass?: string } | { problem: string } {
  const pg = dialect === 'postgresql';
  const method = index.method?.toLowerCase();
  const pgClass =
    method && pg && !/^(btree|clustered|nonclustered)$/.test(method)
      ? PG_INDEX_CLASSES[method]
      : undefined;
  // SQL Server's CLUSTERED and NONCLUSTERED are B-trees to PostgreSQL: Relata's DDL writes them so.
  if (method && pg && !/^(btree|clustered|nonclustered)$/.test(method) && !pgClass)
    return { problem: `Django has no ${method} index` };
  if (pgClass && index.unique) return { problem: `Django has no unique ${method} index` };
  if (index.unique && index.nullsNotDistinct && pg)
    return { problem: 'Django 3.2 has no NULLS NOT DISTINCT' };
  const parts = index.parts.map((p, i) => {
    const written = p.column === undefined ? (index.written.parts[i] ?? '') : undefined;
    const column = written === undefined ? undefined : COLUMN_PART.exec(written);
    const opclassed =
      written === undefined || column ? undefined : EXPRESSION_OPCLASS.exec(written);
    return {
      column: p.column ?? (column ? (column[1]?.replace(/""/g, '"') ?? column[2]) : undefined),
      sql: opclassed?.[1] ?? written,
      opclass: column?.[3] ?? opclassed?.[2],
      desc: p.order === 'DESC',
      nulls: pg ? p.nulls : undefined,
    };
  });
  // Columns are fields, with an operator class each where one has it (Django 3.2's OpClass
  // expression is written inside parentheses, which PostgreSQL refuses).
  const asFields = parts.every((p) => p.column !== undefined && !p.nulls);
  if (!asFields && parts.some((p) => p.opclass))
    return { problem: 'Django 3.2 writes no operator class on an expression' };
  if (!asFields && index.unique)
    return { problem: 'Django 3.2 has no unique index of expressions' };
  const args: string[] = [];
  if (asFields) {
    args.push(
      `fields=[${parts.map((p) => codeString(`${p.desc ? '-' : ''}${fieldOf(p.column ?? '')}`)).join(', ')}]`,
    );
    if (parts.some((p) => p.opclass))
      args.push(`opclasses=[${parts.map((p) => codeString(p.opclass ?? '')).join(', ')}]`);
  } else
    for (const p of parts) {
      const code =
        p.column !== undefined ? `F(${codeString(fieldOf(p.column))})` : rawSql(p.sql ?? '');
      const nulls =
        p.nulls === 'FIRST' ? 'nulls_first=True' : p.nulls === 'LAST' ? 'nulls_last=True' : '';
      args.push(p.desc || p.nulls ? `${code}.${p.desc ? 'desc' : 'asc'}(${nulls})` : code);
    }
  args.push(`name=${djangoName(index.name)}`);
  if (index.written.where !== undefined)
    args.push(
      `condition=Q(${rawSql(index.written.where, ', output_field=models.BooleanField()')})`,
    );
  if (index.include?.length && pg)
    args.push(`include=[${index.include.map((c) => codeString(fieldOf(c))).join(', ')}]`);
  const cls = pgClass ?? (index.unique ? 'models.UniqueConstraint' : 'models.Index');
  return { code: `${cls}(${args.join(', ')})`, ...(pgClass ? { pgClass } : {}) };
}

/**
 * PostgreSQL: the unique indexes of one column that foreign keys reference where no key does
 * (indexesForeignKeysNeed): such a column is the field's unique=True (UNIQUE in its CREATE TABLE)
 * instead, a key a foreign key's to_field may take.
 */
function keyIndexFields(
  schema: OrmSchema,
  dialect: SqlDialect,
  targetOf: (table: OrmTable, fk: OrmTable['foreignKeys'][number]) => OrmTable | undefined,
): Map<OrmIndex, string> {
  if (dialect !== 'postgresql') return new Map();
  return indexesForeignKeysNeed(
    schema.tables,
    targetOf,
    (i) => uniqueOf(i, dialect),
    (_, fk, target) => fk.columns.length === 1 && isDjangoManaged(target),
  );
}

/**
 * The columns of a unique index that Django 3.2 writes as a unique key of CREATE TABLE (a
 * UniqueConstraint of fields, with no condition, include or operator class), or undefined. Such a
 * key of one column is one a foreign key's to_field may take.
 */
function uniqueOf(index: OrmIndex, dialect: SqlDialect): string[] | undefined {
  const columns = index.parts.flatMap((p) =>
    p.column !== undefined && p.order !== 'DESC' && !p.nulls ? [p.column] : [],
  );
  const key =
    index.unique &&
    columns.length === index.parts.length &&
    !index.where &&
    !index.include?.length &&
    !/[%"]/.test(index.name) &&
    !('problem' in djangoIndex(index, dialect, (c) => c));
  return key ? columns : undefined;
}

/** The column type of a foreign key to Django's BigAutoField, SmallAutoField or AutoField (see their sizes below). */
const autoFieldType = (size: number): string =>
  size === 8 ? 'bigint' : size <= 2 ? 'smallint' : 'integer';

/** The integer type of each PostgreSQL serial type. */
const SERIAL_TYPES: Record<string, string> = {
  smallserial: 'smallint',
  serial: 'integer',
  bigserial: 'bigint',
};

/**
 * Whether Django manages a table: it keys a model by one column, so one with another key is left
 * to Relata's DDL, as is one with a name Django cannot carry (hasUnnameable).
 */
export const isDjangoManaged = (t: OrmTable): boolean =>
  t.primaryKey.length === 1 && !hasUnnameable(t);

/**
 * Whether a table's or a column's name holds what Django 3.2's SQL of it cannot carry: `%`, which
 * it reads as a parameter (`%s`), or `"`, which its quote_name (PostgreSQL's, SQLite's) does not
 * double.
 */
const hasUnnameable = (t: OrmTable): boolean =>
  [t.name, ...t.columns.map((c) => c.name)].some((n) => /[%"]/.test(n));

/** Why Django 3.2 cannot carry a name holding `"`, as the notes say it. */
const UNDOUBLED_QUOTES =
  'Django 3.2 writes names between double quotes without doubling the " in them';

/** A unique key, check or index of a model, by its name (which Django may not carry) and code. */
interface Named {
  /** What it is, as a note names it (`index i`). */
  what: string;
  name: string;
  code: string;
}

/** A constraint's or index's name as a string literal (one without `%` or `"`: see named). */
const djangoName = (name: string) => codeString(name);

/** The name the engine gives an unnamed key or check (PostgreSQL's `table_col_key`). */
function defaultName(
  table: OrmTable,
  columns: string[],
  kind: string,
  dialect: SqlDialect,
): string {
  const name = [table.name, ...columns, kind].join('_');
  return dialect === 'postgresql' ? name.slice(0, 63) : name;
}
