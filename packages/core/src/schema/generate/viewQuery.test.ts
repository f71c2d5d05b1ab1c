import { describe, expect, it } from 'vitest';
import { generateDdl } from '.';
import { importDdl } from '../import';
import type { SqlDialect } from '../sql/dialects';

/** The script a source script becomes in another dialect. */
function convert(sql: string, from: SqlDialect, to: SqlDialect): string {
  return generateDdl(importDdl(sql, from).model, to);
}

const MYSQL = `
CREATE TABLE \`Customers\` (\`CustomerID\` int NOT NULL PRIMARY KEY, \`CompanyName\` varchar(40), \`City\` varchar(15), \`Active\` tinyint(1) NOT NULL DEFAULT 1);
CREATE TABLE \`Orders\` (\`OrderID\` int NOT NULL PRIMARY KEY, \`CustomerID\` int, \`Freight\` decimal(10,2));
CREATE VIEW \`Big Orders\` AS select \`o\`.\`OrderID\` AS \`OrderID\`, ifnull(\`c\`.\`CompanyName\`, 'none') AS \`Company\`
  from (\`Orders\` \`o\` join \`Customers\` \`c\` on((\`c\`.\`customerid\` = \`o\`.\`CustomerID\`))) where (\`o\`.\`Freight\` > 100)
  WITH CASCADED CHECK OPTION;
CREATE VIEW \`Cities\` AS SELECT City, count(*) AS n FROM Customers GROUP BY City;
CREATE VIEW \`City Names\` AS SELECT CompanyName, City, count(*) AS n FROM Customers GROUP BY City;
CREATE VIEW \`Order Counts\` AS SELECT c.CustomerID, c.CompanyName, count(o.OrderID) AS orders
  FROM Customers c LEFT JOIN Orders o ON o.CustomerID = c.CustomerID GROUP BY c.CustomerID HAVING count(o.OrderID) > 1 ORDER BY orders DESC;
CREATE VIEW \`Active Customers\` AS SELECT CustomerID FROM Customers WHERE (Active = 1);
CREATE VIEW \`Names\` AS SELECT GROUP_CONCAT(DISTINCT CompanyName ORDER BY City SEPARATOR ', ') AS names FROM Customers;
CREATE VIEW \`Sorted Names\` AS SELECT GROUP_CONCAT(CompanyName ORDER BY CompanyName DESC SEPARATOR '; ') AS names FROM Customers;
CREATE VIEW \`Plain Names\` AS SELECT GROUP_CONCAT(CompanyName) AS names FROM Customers;
CREATE VIEW \`Big Names\` AS SELECT Company FROM \`Big Orders\`;
CREATE VIEW \`All Names\` AS SELECT names FROM \`Names\`;
`;

describe("a view's query in another dialect (decision 0068)", () => {
  it('is translated: names spelled as the target creates them, functions its way, the check option kept', () => {
    const pg = convert(MYSQL, 'mysql', 'postgresql');
    expect(pg).toContain(
      'CREATE VIEW "Big Orders" AS\nselect o."OrderID" AS "OrderID", coalesce(c."CompanyName", \'none\') AS "Company"\n' +
        '  from ("Orders" o join "Customers" c on((c."CustomerID" = o."CustomerID"))) where (o."Freight" > 100)\n' +
        'WITH CASCADED CHECK OPTION;',
    );
    expect(pg).toContain('-- Note: view Big Orders: its mysql query is translated');
    // A view reading a translated view is translated too.
    expect(pg).toContain('CREATE VIEW "Big Names" AS\nSELECT "Company" FROM "Big Orders";');
  });

  it('leaves out what PostgreSQL would refuse: GROUP BY by MySQL’s rule, booleans compared with numbers', () => {
    const pg = convert(MYSQL, 'mysql', 'postgresql');
    expect(pg).toContain(
      "-- Note: view City Names is left out: its GROUP BY follows MySQL's rule, not PostgreSQL's",
    );
    // Grouped by what it reads, or by a table's primary key (PostgreSQL's own rule): translated.
    expect(pg).toContain(
      'CREATE VIEW "Cities" AS\nSELECT "City", count(*) AS n FROM "Customers" GROUP BY "City";',
    );
    expect(pg).toContain(
      'GROUP BY c."CustomerID" HAVING count(o."OrderID") > 1 ORDER BY orders DESC;',
    );
    // A boolean compared with a number is read as an integer, as MySQL reads it.
    expect(pg).toContain(
      'CREATE VIEW "Active Customers" AS\nSELECT "CustomerID" FROM "Customers" WHERE (("Active")::integer = 1);',
    );
    expect(pg).not.toContain('CREATE VIEW "City Names"');
  });

  it("leaves out another engine's constructs, and the views that read a view left out", () => {
    const sqlite = convert(MYSQL, 'mysql', 'sqlite');
    expect(sqlite).toContain(
      '-- Note: view Names is left out: SQLite has no SEPARATOR as MySQL has',
    );
    expect(sqlite).toContain(
      '-- Note: view All Names is left out: it reads the view Names, which is left out',
    );
    // SQLite's views take no writes: no check option, said so.
    expect(sqlite).toContain(
      '-- Note: view Big Orders: its mysql query is translated; its check option is not kept (SQLite writes no views)',
    );
    expect(sqlite).toMatch(/CREATE VIEW "Big Orders" AS\n[^;]*\(o\.Freight > 100\);/);
    // MySQL's lax GROUP BY is SQLite's as well.
    expect(sqlite).toContain(
      'CREATE VIEW Cities AS\nSELECT City, count(*) AS n FROM Customers GROUP BY City;',
    );
  });

  it('reads a qualified table by the name the target gives it (schemas flattened)', () => {
    const sql = `CREATE SCHEMA sales;
      CREATE TABLE sales."Customer" (id int PRIMARY KEY, active boolean);
      CREATE TABLE public.other (id int PRIMARY KEY);
      CREATE VIEW sales.active AS SELECT c.id FROM sales."Customer" c JOIN other o ON o.id = c.id WHERE c.active;`;
    expect(convert(sql, 'postgresql', 'mysql')).toContain(
      'CREATE VIEW sales_active AS\nSELECT c.id FROM sales_Customer c JOIN other o ON o.id = c.id WHERE c.active;',
    );
    const missing = convert('CREATE VIEW v AS SELECT a FROM elsewhere;', 'postgresql', 'mysql');
    expect(missing).toContain(
      '-- Note: view v is left out: it reads elsewhere, which the script does not create',
    );
  });

  it("writes MySQL's CONVERT(x, type) as CAST, and a bare * after other columns with its table", () => {
    const sql = `CREATE TABLE od (price decimal(10,2), qty int);
      CREATE VIEW totals AS SELECT CONVERT(price * qty, decimal(12,2)) AS total FROM od;`;
    for (const to of ['postgresql', 'sqlite'] as const)
      expect(convert(sql, 'mysql', to)).toContain(
        'SELECT CAST(price * qty AS decimal(12,2)) AS total FROM od;',
      );
    const star =
      'CREATE TABLE person (id int PRIMARY KEY, name text); CREATE VIEW p AS SELECT id AS key_id, * FROM person;';
    expect(convert(star, 'postgresql', 'mysql')).toContain(
      'CREATE VIEW p AS\nSELECT id AS key_id, person.* FROM person;',
    );
  });

  it('compares as SQLite does: a text column with a number as text, datetime() as a timestamp', () => {
    const sql = `CREATE TABLE products (id INTEGER PRIMARY KEY, discontinued TEXT, added DATETIME);
      CREATE VIEW current AS SELECT id FROM products WHERE discontinued = 0 AND added > DATETIME('1997-01-01');
      CREATE VIEW minus AS SELECT id FROM products WHERE discontinued = -1;`;
    const pg = convert(sql, 'sqlite', 'postgresql');
    expect(pg).toContain(
      "SELECT id FROM products WHERE discontinued = '0' AND added > CAST('1997-01-01' AS timestamp);",
    );
    expect(pg).toContain(
      '-- Note: view minus is left out: it compares discontinued (TEXT) with a number, which PostgreSQL refuses',
    );
    expect(convert(sql, 'sqlite', 'mysql')).toContain("added > CAST('1997-01-01' AS DATETIME)");
  });

  it("writes MySQL's GROUP_CONCAT as PostgreSQL's string_agg and SQLite's group_concat", () => {
    const pg = convert(MYSQL, 'mysql', 'postgresql');
    expect(pg).toContain(
      `SELECT string_agg(CAST("CompanyName" AS TEXT), '; ' ORDER BY "CompanyName" DESC) AS names FROM "Customers";`,
    );
    expect(pg).toContain(
      `SELECT string_agg(CAST("CompanyName" AS TEXT), ',') AS names FROM "Customers";`,
    );
    const sqlite = convert(MYSQL, 'mysql', 'sqlite');
    expect(sqlite).toContain(`SELECT group_concat(CompanyName, ',') AS names FROM Customers;`);
    // SQLite's own group_concat takes no ORDER BY before 3.44: left out.
    expect(sqlite).toContain(
      '-- Note: view Sorted Names is left out: SQLite has no SEPARATOR as MySQL has',
    );
  });

  it('reads the dialect by any of its names, and leaves out a query in no SQL dialect', () => {
    const model = importDdl(MYSQL, 'mysql').model;
    const named = (dialect: string) => ({
      ...model,
      views: model.views?.map((v) => ({ ...v, dialect })),
    });
    // A project's database type as the product shows it names the same dialect.
    expect(generateDdl(named('MariaDB'), 'postgresql')).toContain(
      'CREATE VIEW "Big Names" AS\nSELECT "Company" FROM "Big Orders";',
    );
    expect(generateDdl(named('MySQL'), 'mysql')).toBe(generateDdl(model, 'mysql'));
    expect(generateDdl(named('dbml'), 'mysql')).toContain(
      '-- Note: view Big Orders is left out: its query is dbml, not SQL',
    );
  });

  it("reads a common table expression's column list as no call", () => {
    const sql = `CREATE TABLE x (id int PRIMARY KEY);
      CREATE VIEW v AS WITH t(a) AS (SELECT id FROM x) SELECT a FROM t;
      CREATE VIEW w AS WITH RECURSIVE r (n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 5) SELECT n FROM r;`;
    for (const to of ['mysql', 'sqlite'] as const) {
      const out = convert(sql, 'postgresql', to);
      expect(out).toContain('WITH t(a) AS (SELECT id FROM x) SELECT a FROM t;');
      expect(out).toContain('WITH RECURSIVE r (n) AS');
    }
  });

  it('reads a parenthesised query of a UNION from a subquery in SQLite, which takes no such arm', () => {
    const sql = `CREATE TABLE a (id int PRIMARY KEY); CREATE TABLE b (id int PRIMARY KEY);
      CREATE VIEW ab AS SELECT id FROM a UNION ALL (SELECT id FROM b ORDER BY id LIMIT 5);`;
    expect(convert(sql, 'postgresql', 'sqlite')).toContain(
      'CREATE VIEW ab AS\nSELECT id FROM a UNION ALL SELECT * FROM (SELECT id FROM b ORDER BY id LIMIT 5);',
    );
    expect(convert(sql, 'postgresql', 'mysql')).toContain(
      'SELECT id FROM a UNION ALL (SELECT id FROM b ORDER BY id LIMIT 5);',
    );
  });

  it('is not written for SQL Server, whose T-SQL no engine here proves', () => {
    expect(convert(MYSQL, 'mysql', 'mssql')).toContain(
      '-- Note: view Big Orders is left out: its query is mysql SQL and is not translated',
    );
  });

  it('keeps no name able to break out of the statement', () => {
    const sql = `CREATE TABLE "a""; DROP TABLE x; --" (id int PRIMARY KEY);
      CREATE VIEW v AS SELECT id AS "b""; DROP TABLE y; --" FROM "a""; DROP TABLE x; --";`;
    const mysql = convert(sql, 'postgresql', 'mysql');
    expect(mysql).toContain(
      'CREATE VIEW v AS\nSELECT id AS `b"; DROP TABLE y; --` FROM `a"; DROP TABLE x; --`;',
    );
  });
});

describe("a PostgreSQL materialized view's WITH [NO] DATA", () => {
  it('stays in PostgreSQL and goes elsewhere, where the view is a plain one', () => {
    const sql = `CREATE TABLE orders (customer_id int, total numeric(10,2));
      CREATE MATERIALIZED VIEW order_totals AS SELECT customer_id, sum(total) AS total FROM orders GROUP BY customer_id WITH NO DATA;
      CREATE MATERIALIZED VIEW order_count AS SELECT count(*) AS n FROM orders WITH DATA;`;
    expect(convert(sql, 'postgresql', 'postgresql')).toContain(
      'GROUP BY customer_id WITH NO DATA;',
    );
    for (const to of ['mysql', 'sqlite'] as const) {
      const out = convert(sql, 'postgresql', to);
      expect(out, to).toContain('GROUP BY customer_id;');
      expect(out, to).toContain('FROM orders;');
      expect(out, to).not.toMatch(/WITH (NO )?DATA/);
    }
  });
});
