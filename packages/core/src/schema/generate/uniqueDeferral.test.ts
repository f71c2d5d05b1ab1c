import { describe, expect, it } from 'vitest';
import { diffModels } from '../diff/diffModels';
import { importDdl } from '../import';
import { generateDdl } from '.';

const DUMP = `CREATE TABLE public.list_accounts (id bigint NOT NULL, list_id bigint, account_id bigint);
ALTER TABLE ONLY public.list_accounts
    ADD CONSTRAINT uq_list_account UNIQUE (list_id, account_id) DEFERRABLE INITIALLY DEFERRED;
CREATE TABLE t2 (a int, b int, CONSTRAINT t2_ab UNIQUE (a, b) DEFERRABLE);`;

describe('a unique key checked at the end of the transaction (PostgreSQL DEFERRABLE)', () => {
  const model = importDdl(DUMP, 'postgresql').model;

  it('keeps DEFERRABLE and INITIALLY in PostgreSQL, from a dump and from CREATE TABLE', () => {
    const pg = generateDdl(model, 'postgresql');
    expect(pg).toContain(
      'CONSTRAINT uq_list_account UNIQUE (list_id, account_id) DEFERRABLE INITIALLY DEFERRED',
    );
    expect(pg).toContain('CONSTRAINT t2_ab UNIQUE (a, b) DEFERRABLE INITIALLY IMMEDIATE');
  });

  it('says where another engine checks at once', () => {
    const mysql = generateDdl(model, 'mysql');
    expect(mysql).toContain('CONSTRAINT uq_list_account UNIQUE (list_id, account_id)\n');
    expect(mysql).toContain(
      '-- Note: DEFERRABLE INITIALLY DEFERRED is left out: mysql checks unique keys at once (list_accounts (list_id, account_id))',
    );
  });

  it('migrates a change of it', () => {
    const after = structuredClone(model);
    const table = after.tables.find((t) => t.name === 't2');
    const unique = table?.uniques?.[0];
    if (!unique) throw new Error('t2 has no unique key');
    delete unique.deferrable;
    const script = diffModels(model, after, 'postgresql');
    expect(script).toContain('DROP CONSTRAINT t2_ab');
    expect(script).toMatch(/ADD CONSTRAINT t2_ab UNIQUE \(a, b\);/);
  });
});
