import { describe, expect, it } from 'vitest';
import { makeAttribute } from '../defaults';
import type { DiagramModel, Table } from '../model';
import type { SqlDialect } from '../sql/dialects';
import { ModelBuilder } from '../testing/sampleModels';
import { planMigration } from './planMigration';

/** Three tables of schema `person` and one of the default schema, with keys, checks and an index. */
function personBefore(): DiagramModel {
  const model = new ModelBuilder()
    .table('businessentity', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'modifieddate', type: 'timestamp', isNullable: false },
    ])
    .table('person', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'name', type: 'varchar(50)', isNullable: false, isUnique: true },
      { name: 'title', type: 'varchar(8)', defaultValue: 'Mr' },
      { name: 'suffix', type: 'varchar(10)' },
      { name: 'email', type: 'varchar(50)' },
    ])
    .table('address', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'entity_id', type: 'integer', isNullable: false, isForeignKey: true },
    ])
    .table('gone', [{ name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false }])
    .table('contacttype', [
      { name: 'id', type: 'integer', isPrimaryKey: true, isNullable: false },
      { name: 'name', type: 'varchar(50)', isNullable: false, defaultValue: 'phone' },
    ])
    .relate('businessentity.id', 'address.entity_id').model;
  for (const t of model.tables) t.schema = 'person';
  const person = table(model, 'person');
  person.checks = [{ id: 'ck', name: 'ck_person_name', expression: "name <> ''" }];
  person.uniques = [
    { id: 'uq', name: 'uq_person_name_title', columnIds: ids(person, 'name', 'title') },
  ];
  person.indexes = [
    {
      id: 'ix',
      name: 'ix_person_email',
      unique: false,
      parts: [{ columnId: id(person, 'email') }],
    },
  ];
  return model;
}

/**
 * The same diagram after edits that each need ALTER TABLE, an index, a comment or a rename: a
 * column added, dropped, renamed, retyped and given another default; keys, checks, indexes and
 * comments changed; a table renamed, one dropped, one created; a foreign key and a primary key changed.
 */
function personAfter(): DiagramModel {
  const model = personBefore();
  const entity = table(model, 'businessentity');
  entity.comment = 'Source of the ID that connects vendors, customers, and employees';
  entity.attributes.push(makeAttribute({ id: 'note', name: 'note', type: 'text', comment: 'why' }));
  const person = table(model, 'person');
  person.attributes = person.attributes.filter((a) => a.name !== 'suffix');
  attribute(person, 'title').name = 'honorific';
  attribute(person, 'honorific').defaultValue = 'Ms';
  attribute(person, 'name').type = 'varchar(100)';
  attribute(person, 'name').isUnique = false;
  attribute(person, 'email').isUnique = true;
  person.checks = [{ id: 'ck2', name: 'ck_person_email', expression: "email <> ''" }];
  person.uniques = [];
  person.indexes = [
    {
      id: 'ix2',
      name: 'ix_person_honorific',
      unique: false,
      parts: [{ columnId: id(person, 'honorific') }],
    },
  ];
  const address = table(model, 'address');
  address.name = 'location';
  address.attributes.push(
    makeAttribute({
      id: 'kind',
      name: 'kind',
      type: 'integer',
      isPrimaryKey: true,
      isNullable: false,
      defaultValue: '0',
    }),
  );
  table(model, 'contacttype').name = 'contact_type';
  model.relationships = [];
  model.tables = model.tables.filter((t) => t.name !== 'gone');
  model.tables.push({
    ...new ModelBuilder().table('phone', [
      { name: 'number', type: 'varchar(25)', isPrimaryKey: true, isNullable: false },
    ]).model.tables[0]!,
    id: 'phone',
    schema: 'person',
  });
  return model;
}

function table(model: DiagramModel, name: string): Table {
  const found = model.tables.find((t) => t.name === name);
  if (!found) throw new Error(`no table ${name}`);
  return found;
}

function attribute(t: Table, name: string) {
  const found = t.attributes.find((a) => a.name === name);
  if (!found) throw new Error(`no column ${t.name}.${name}`);
  return found;
}

const id = (t: Table, name: string): string => attribute(t, name).id;
const ids = (t: Table, ...names: string[]): string[] => names.map((n) => id(t, n));

/** Where a statement names a table (or, in PostgreSQL, an index), and what follows. */
const NAMED_AT =
  /\b(?:ALTER TABLE|DROP TABLE|CREATE TABLE|RENAME TABLE|COMMENT ON (?:TABLE|COLUMN)|REFERENCES|INDEX \S+ ON|DROP INDEX(?!\s+\S+\s+ON\b)|sp_rename)\s+N?'?([^\s'(;,]+)/g;

/** The names a statement writes for tables, indexes and constraints without schema `person`. */
function unqualified(sql: string): string[] {
  const names = [...sql.matchAll(NAMED_AT)].map((m) => m[1] ?? '');
  const levels = [...sql.matchAll(/@level0name = N'([^']*)'/g)].map((m) => `${m[1] ?? ''}.`);
  return [...names, ...levels].filter((n) => !n.startsWith('person.'));
}

describe.each<SqlDialect>(['postgresql', 'mssql'])(
  'a migration of tables outside the default schema (%s)',
  (dialect) => {
    const statements = planMigration(personBefore(), personAfter(), dialect).statements.map(
      (s) => s.sql,
    );
    const script = statements.join('\n');

    it('names every table, index and constraint it alters with the schema, as CREATE TABLE does', () => {
      expect(statements.flatMap(unqualified)).toEqual([]);
    });

    it('makes every kind of change the edits need (so each was checked above)', () => {
      for (const kind of [
        /ADD (COLUMN )?note/,
        /DROP COLUMN suffix/,
        /DROP CONSTRAINT ck_person_name/,
        /ADD CONSTRAINT ck_person_email CHECK/,
        /DROP CONSTRAINT uq_person_name_title/,
        /UNIQUE \(email\)/,
        /DROP INDEX .*ix_person_email/,
        /CREATE INDEX ix_person_honorific ON/,
        /DROP CONSTRAINT fk_businessentity_address/,
        /PRIMARY KEY \(id, kind\)/,
        /DROP TABLE person\.gone/,
        /CREATE TABLE person\.phone/,
        /name.*(TYPE )?varchar\(100\)/i,
      ])
        expect(script).toMatch(kind);
      expect(script).toMatch(dialect === 'mssql' ? /sp_rename/ : /RENAME TO location/);
    });
  },
);

it('renames PostgreSQL tables, columns and key constraints within their schema', () => {
  const script = planMigration(personBefore(), personAfter(), 'postgresql').script;
  for (const statement of [
    'ALTER TABLE person.address RENAME TO location;',
    'ALTER TABLE person.person RENAME COLUMN title TO honorific;',
    'ALTER TABLE person.contact_type RENAME CONSTRAINT contacttype_pkey TO contact_type_pkey;',
    "COMMENT ON TABLE person.businessentity IS 'Source of the ID that connects vendors, customers, and employees';",
    "COMMENT ON COLUMN person.businessentity.note IS 'why';",
  ])
    expect(script).toContain(statement);
});

it('renames MSSQL tables, columns and derived constraints within their schema', () => {
  const script = planMigration(personBefore(), personAfter(), 'mssql').script;
  for (const statement of [
    "EXEC sp_rename N'person.address', N'location';",
    "EXEC sp_rename N'person.person.title', N'honorific', 'COLUMN';",
    "EXEC sp_rename N'person.PK_contacttype', N'PK_contact_type', 'OBJECT';",
    "EXEC sp_rename N'person.DF_contacttype_name', N'DF_contact_type_name', 'OBJECT';",
    // The default of a renamed column is found under its new name when it changes.
    "EXEC sp_rename N'person.DF_person_title', N'DF_person_honorific', 'OBJECT';",
    'ALTER TABLE person.person DROP CONSTRAINT DF_person_honorific;',
    "@level0name = N'person', @level1type = N'TABLE', @level1name = N'businessentity', @level2type = N'COLUMN', @level2name = N'note';",
  ])
    expect(script).toContain(statement);
});
