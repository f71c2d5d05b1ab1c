import { describe, expect, it } from 'vitest';
import { looksLikePrisma } from './useScriptReader';

describe('Detect in the Import dialog', () => {
  it('takes a Prisma schema for one, and SQL or DBML naming a model for neither', () => {
    expect(looksLikePrisma('datasource db {\n  provider = "mysql"\n}\n')).toBe(true);
    expect(looksLikePrisma('// shop\nmodel User {\n  id Int @id\n}\n')).toBe(true);
    expect(looksLikePrisma('CREATE TABLE model (id int);\n')).toBe(false);
    expect(looksLikePrisma('Table model {\n  id int [pk]\n}\n')).toBe(false);
    expect(looksLikePrisma("INSERT INTO t VALUES ('model X {');\n")).toBe(false);
  });
});
