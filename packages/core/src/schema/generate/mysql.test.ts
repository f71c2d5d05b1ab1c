import { describe, expect, it } from 'vitest';
import { ModelBuilder, shopModel } from '../testing/sampleModels';
import { generateDdl } from '.';

const mysql = generateDdl(shopModel(), 'mysql');
const tableSql = (name: string) =>
  mysql.slice(mysql.indexOf(`CREATE TABLE ${name} (`)).split(');')[0] ?? '';

describe('MySQL generation (spec 2, §5)', () => {
  it('maps the generic types: string, text, number, integer, boolean, date, object, array, else', () => {
    const b = new ModelBuilder().table('t', [
      { name: 'a', type: 'string' },
      { name: 'b', type: 'text' },
      { name: 'c', type: 'number' },
      { name: 'd', type: 'integer' },
      { name: 'e', type: 'boolean' },
      { name: 'f', type: 'date' },
      { name: 'g', type: 'object' },
      { name: 'h', type: 'array' },
      { name: 'i', type: 'whatever' },
    ]);
    const sql = generateDdl(b.model, 'mysql');
    for (const line of [
      'a VARCHAR(255) NULL',
      'b text NULL',
      'c INT NULL',
      'd INT NULL',
      'e TINYINT(1) NULL',
      'f DATETIME NULL',
      'g JSON NULL',
      'h JSON NULL',
      'i TEXT NULL',
    ]) {
      expect(sql).toContain(line);
    }
  });

  it('passes through a type MySQL knows, as the user typed it', () => {
    const sql = generateDdl(
      new ModelBuilder().table('t', [
        { name: 'a', type: 'varchar(80)' },
        { name: 'b', type: 'decimal(10,2)' },
        { name: 'c', type: 'bigint' },
        { name: 'd', type: 'smallint unsigned' },
      ]).model,
      'mysql',
    );
    expect(sql).toContain('a varchar(80) NULL');
    expect(sql).toContain('b decimal(10,2) NULL');
    expect(sql).toContain('c bigint NULL');
    expect(sql).toContain('d smallint unsigned NULL');
  });

  it('lower-cases table names and collapses other characters to underscores', () => {
    expect(mysql).toContain('CREATE TABLE users (');
    expect(mysql).toContain('CREATE TABLE order_items (');
    expect(mysql).toContain('CREATE TABLE product_catalog_ (');
  });

  it('writes NULL or NOT NULL on every column', () => {
    expect(tableSql('users')).toContain('email varchar(120) NOT NULL UNIQUE');
    expect(tableSql('users')).toContain('profile JSON NULL');
  });

  it('marks unique columns UNIQUE, but not a sole primary key that is unique anyway', () => {
    expect(tableSql('employees')).toContain('code char(4) NULL UNIQUE');
    expect(tableSql('users')).toContain('id VARCHAR(255) NOT NULL,');
  });

  it('declares a composite primary key over all key columns', () => {
    expect(tableSql('order_items')).toContain('PRIMARY KEY (order_id, line_no)');
  });

  it('quotes reserved words and names with spaces in backticks', () => {
    expect(mysql).toContain('CREATE TABLE `order` (');
    expect(mysql).toContain('`select` INT NULL');
    expect(mysql).toContain('`Display Name` VARCHAR(255) NULL');
  });

  it('gives integer auto-increment columns AUTO_INCREMENT and leaves it off a string key', () => {
    expect(tableSql('`order`')).toContain('id INT AUTO_INCREMENT NOT NULL');
    expect(tableSql('users')).not.toContain('AUTO_INCREMENT');
  });

  it('writes defaults: strings quoted, booleans as 1/0, now() as CURRENT_TIMESTAMP, numbers as they are', () => {
    expect(tableSql('users')).toContain("DEFAULT 'anonymous'");
    expect(tableSql('users')).toContain('active TINYINT(1) NOT NULL DEFAULT 1');
    expect(tableSql('users')).toContain('created DATETIME NULL DEFAULT CURRENT_TIMESTAMP');
    expect(tableSql('`order`')).toContain('total decimal(10,2) NOT NULL DEFAULT 0');
  });

  it('adds foreign keys with ALTER TABLE, named by the relationship or fk_source_target', () => {
    expect(mysql).toContain(
      'ALTER TABLE `order` ADD CONSTRAINT fk_order_user FOREIGN KEY (user_id) REFERENCES users (id);',
    );
    expect(mysql).toContain(
      'ALTER TABLE order_items ADD CONSTRAINT fk_order_order_items FOREIGN KEY (order_id) REFERENCES `order` (id);',
    );
  });

  it('writes a self-reference as a foreign key to the same table', () => {
    expect(mysql).toContain(
      'ALTER TABLE employees ADD CONSTRAINT fk_employees_employees FOREIGN KEY (manager_id) REFERENCES employees (id);',
    );
  });

  it('turns many-to-many into a source_target_join table with two foreign keys', () => {
    expect(tableSql('users_tags_join')).toContain('users_id VARCHAR(255) NOT NULL');
    expect(tableSql('users_tags_join')).toContain('PRIMARY KEY (users_id, tags_id)');
    expect(mysql).toContain(
      'ALTER TABLE users_tags_join ADD CONSTRAINT fk_users_tags_join_users FOREIGN KEY (users_id) REFERENCES users (id);',
    );
    expect(mysql).toContain(
      'ALTER TABLE users_tags_join ADD CONSTRAINT fk_users_tags_join_tags FOREIGN KEY (tags_id) REFERENCES tags (id);',
    );
  });

  it('puts a MANY_TO_ONE foreign key on the source table', () => {
    const b = new ModelBuilder()
      .table('city', [{ name: 'country_id', type: 'integer' }])
      .table('country', [{ name: 'id', type: 'integer', isPrimaryKey: true }])
      .relate('city.country_id', 'country.id', 'MANY_TO_ONE');
    expect(generateDdl(b.model, 'mysql')).toContain(
      'ALTER TABLE city ADD CONSTRAINT fk_city_country FOREIGN KEY (country_id) REFERENCES country (id);',
    );
  });

  it('joins the relationships to a composite primary key into one composite foreign key', () => {
    const b = new ModelBuilder()
      .table('a', [
        { name: 'x', type: 'integer', isPrimaryKey: true },
        { name: 'y', type: 'integer', isPrimaryKey: true },
      ])
      .table('b', [
        { name: 'ax', type: 'integer' },
        { name: 'ay', type: 'integer' },
      ])
      .relate('a.x', 'b.ax')
      .relate('a.y', 'b.ay');
    expect(generateDdl(b.model, 'mysql')).toContain(
      'ALTER TABLE b ADD CONSTRAINT fk_a_b FOREIGN KEY (ax, ay) REFERENCES a (x, y);',
    );
  });

  it('gives a foreign-key column the type of the column it references, with a note', () => {
    const b = new ModelBuilder()
      .table('p', [{ name: 'id', type: 'string', isPrimaryKey: true }])
      .table('c', [{ name: 'p_id', type: 'integer' }])
      .relate('p.id', 'c.p_id');
    const sql = generateDdl(b.model, 'mysql');
    expect(sql).toContain('p_id VARCHAR(255) NULL');
    expect(sql).toContain('-- Note: c.p_id takes the type of p.id (string) for its foreign key');
  });

  it('keeps text keys indexable by writing them as VARCHAR(255)', () => {
    const sql = generateDdl(
      new ModelBuilder().table('t', [{ name: 'k', type: 'text', isPrimaryKey: true }]).model,
      'mysql',
    );
    expect(sql).toContain('k VARCHAR(255) NOT NULL');
  });

  it('renames repeated table and column names instead of writing invalid SQL', () => {
    const b = new ModelBuilder()
      .table('Users', [
        { name: 'a', type: 'string' },
        { name: 'a', type: 'string' },
      ])
      .table('users', [{ name: '', type: 'string' }]);
    const sql = generateDdl(b.model, 'mysql');
    expect(sql).toContain('CREATE TABLE users_2 (');
    expect(sql).toContain('a_2 VARCHAR(255) NULL');
    expect(sql).toContain('column_1 VARCHAR(255) NULL');
  });
});
