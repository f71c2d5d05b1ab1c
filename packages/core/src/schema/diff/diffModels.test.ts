import { describe, expect, it } from 'vitest';
import { shopAfter, shopBefore } from '../testing/migrationModels';
import { ModelBuilder } from '../testing/sampleModels';
import { diffModels } from './diffModels';

describe('schema diff', () => {
  it('says there is nothing to do for the same diagram', () => {
    expect(diffModels(shopBefore(), shopBefore(), 'postgresql')).toBe('-- No changes.\n');
  });

  it('writes a MySQL migration in a safe order: changed foreign keys dropped first, tables, columns and keys, new foreign keys last', () => {
    const sql = diffModels(shopBefore(), shopAfter(), 'mysql').split('\n');
    const at = (text: string) => sql.findIndex((l) => l.includes(text));
    expect(sql[0]).toBe('ALTER TABLE employees DROP FOREIGN KEY fk_employees_employees;');
    expect(sql).toContain('DROP TABLE product_catalog_;');
    expect(sql).toContain('RENAME TABLE employees TO staff;');
    expect(sql).toContain('ALTER TABLE users RENAME COLUMN created TO created_at;');
    expect(sql).toContain('ALTER TABLE users DROP COLUMN bio;');
    expect(sql).toContain('ALTER TABLE users MODIFY COLUMN email varchar(200) NOT NULL;');
    expect(sql).toContain('ALTER TABLE users ADD COLUMN nickname varchar(30) NULL;');
    expect(sql).toContain('ALTER TABLE employees DROP INDEX code;');
    expect(sql).toContain('ALTER TABLE tags ADD CONSTRAINT label UNIQUE (label);');
    expect(sql).toContain('ALTER TABLE settings ADD PRIMARY KEY (`key`, scope);');
    expect(
      at('ADD CONSTRAINT fk_users_reviews FOREIGN KEY (user_id) REFERENCES users (id)'),
    ).toBeGreaterThan(at('CREATE TABLE reviews'));
  });

  it('drops and re-adds a PostgreSQL primary key by its constraint name', () => {
    const sql = diffModels(shopBefore(), shopAfter(), 'postgresql');
    expect(sql).toContain('ALTER TABLE settings DROP CONSTRAINT settings_pkey;');
    expect(sql).toContain(
      'ALTER TABLE settings ADD CONSTRAINT settings_pkey PRIMARY KEY ("key", scope);',
    );
    expect(sql).toContain(
      'ALTER TABLE users ALTER COLUMN email TYPE varchar(200) USING email::varchar(200);',
    );
    expect(sql).toContain('ALTER TABLE users ALTER COLUMN active DROP NOT NULL;');
    expect(sql).toContain(`ALTER TABLE users ALTER COLUMN "Display Name" SET DEFAULT 'guest';`);
  });

  it('changes MSSQL defaults through their named constraints and renames with sp_rename', () => {
    const sql = diffModels(shopBefore(), shopAfter(), 'mssql');
    expect(sql).toContain('ALTER TABLE users DROP CONSTRAINT DF_users_Display_Name;');
    expect(sql).toContain(
      `ALTER TABLE users ADD CONSTRAINT DF_users_Display_Name DEFAULT N'guest' FOR [Display Name];`,
    );
    expect(sql).toContain(`EXEC sp_rename N'users.created', N'created_at', 'COLUMN';`);
  });

  it('rebuilds a SQLite table whose columns change, copying the rows of the columns both shapes have', () => {
    const sql = diffModels(shopBefore(), shopAfter(), 'sqlite');
    expect(sql.startsWith('PRAGMA foreign_keys = OFF;\n')).toBe(true);
    expect(sql).toContain('CREATE TABLE users__new (');
    expect(sql).toContain(
      'INSERT INTO users__new (id, email, "Display Name", active, created_at, profile) SELECT id, email, "Display Name", active, created, profile FROM users;',
    );
    expect(sql).toContain('DROP TABLE users;\nALTER TABLE users__new RENAME TO users;');
    expect(sql.endsWith('PRAGMA foreign_keys = ON;\n')).toBe(true);
  });

  it('adds a nullable column in SQLite with ALTER TABLE, without a rebuild', () => {
    const before = new ModelBuilder().table('t', [
      { name: 'id', type: 'integer', isPrimaryKey: true },
    ]).model;
    const after = structuredCloneModel(before);
    after.tables[0]?.attributes.push({
      id: 'new',
      name: 'note',
      type: 'text',
      defaultValue: null,
      isNullable: true,
      isPrimaryKey: false,
      isForeignKey: false,
      isUnique: false,
      isIdentity: false,
      isAutoIncrement: false,
    });
    expect(diffModels(before, after, 'sqlite')).toBe(
      'PRAGMA foreign_keys = OFF;\nALTER TABLE t ADD COLUMN note TEXT NULL;\nPRAGMA foreign_keys = ON;\n',
    );
  });
});

function structuredCloneModel<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
