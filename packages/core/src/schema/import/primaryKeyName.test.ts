import { describe, expect, it } from 'vitest';
import { importDdl } from '.';

describe("MySQL's name after PRIMARY KEY", () => {
  it('is read and ignored, as MySQL does (osTicket: PRIMARY KEY `staff_dept` (...))', () => {
    const { model, errors } = importDdl(
      `CREATE TABLE staff_dept_access (
  staff_id int(10) unsigned NOT NULL DEFAULT '0',
  dept_id int(10) unsigned NOT NULL DEFAULT '0',
  PRIMARY KEY \`staff_dept\` (\`staff_id\`,\`dept_id\`)
) DEFAULT CHARSET=utf8;`,
      'mysql',
    );
    expect(errors).toEqual([]);
    expect(model.tables.map((t) => t.name)).toEqual(['staff_dept_access']);
    expect(model.tables[0]?.attributes.filter((a) => a.isPrimaryKey).map((a) => a.name)).toEqual([
      'staff_id',
      'dept_id',
    ]);
  });
});
