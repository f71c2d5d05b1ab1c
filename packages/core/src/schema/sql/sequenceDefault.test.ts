import { describe, expect, it } from 'vitest';
import { defaultSequence, nextvalSequence } from './sequenceDefault';

describe('defaultSequence', () => {
  it('reads the sequence of each form of nextval PostgreSQL prints, with its schema where written', () => {
    expect(defaultSequence("nextval('users_id_seq'::regclass)")).toEqual({ name: 'users_id_seq' });
    expect(defaultSequence("nextval('s')")).toEqual({ name: 's' });
    expect(defaultSequence("nextval('s'::text)")).toEqual({ name: 's' });
    expect(defaultSequence("nextval('audit.log_seq'::regclass)")).toEqual({
      name: 'log_seq',
      schema: 'audit',
    });
    // The older form of a serial default (roundcube), and quoted parts holding a dot and a quote.
    expect(defaultSequence("nextval(('user_ids'::text)::regclass)")).toEqual({ name: 'user_ids' });
    expect(defaultSequence(`nextval(('"Audit"."Ids"'::text)::regclass)`)).toEqual({
      name: 'Ids',
      schema: 'Audit',
    });
    expect(defaultSequence(`nextval('"My.Schema"."it''s ""seq"""'::regclass)`)).toEqual({
      name: 'it\'s "seq"',
      schema: 'My.Schema',
    });
  });

  it('takes any spacing and case between the tokens, as PostgreSQL does', () => {
    expect(defaultSequence(" nextval ( 'x' :: regclass ) ")).toEqual({ name: 'x' });
    expect(defaultSequence("NEXTVAL(( 'x' :: TEXT ) :: REGCLASS)")).toEqual({ name: 'x' });
    expect(defaultSequence('nextval(\' sch . "S" \')')).toEqual({ name: 'S', schema: 'sch' });
  });

  it('names the sequence as PostgreSQL resolves it: bare parts folded, quoted ones kept', () => {
    expect(defaultSequence("nextval('Sales.Order_Seq'::regclass)")).toEqual({
      name: 'order_seq',
      schema: 'sales',
    });
    expect(defaultSequence(`nextval('"Sales".Order_Seq')`)).toEqual({
      name: 'order_seq',
      schema: 'Sales',
    });
    // Only ASCII letters fold (downcase_identifier in a UTF-8 database).
    expect(defaultSequence("nextval('ÉTÉ_Seq')")).toEqual({ name: 'ÉtÉ_seq' });
    // A database part is dropped.
    expect(defaultSequence("nextval('db.sch.s')")).toEqual({ name: 's', schema: 'sch' });
  });

  it('answers null for anything but a whole nextval of a sequence name', () => {
    expect(defaultSequence('now()')).toBeNull();
    expect(defaultSequence(null)).toBeNull();
    expect(defaultSequence(undefined)).toBeNull();
    expect(defaultSequence("nextval('s') * 10")).toBeNull();
    expect(defaultSequence("'INV-' || nextval('s')")).toBeNull();
    expect(defaultSequence("nextval('s'))")).toBeNull();
    expect(defaultSequence("nextval(('s'::text)")).toBeNull();
    // MariaDB's nextval(s) takes a name, not a string.
    expect(defaultSequence('nextval(s)')).toBeNull();
    // What regclass refuses: no name, an empty part, a stray quote, four parts.
    expect(defaultSequence("nextval('')")).toBeNull();
    expect(defaultSequence("nextval('a..b')")).toBeNull();
    expect(defaultSequence(`nextval('"s')`)).toBeNull();
    expect(defaultSequence("nextval('a b')")).toBeNull();
    expect(defaultSequence("nextval('w.x.y.z')")).toBeNull();
  });
});

describe('nextvalSequence', () => {
  it('reads the first nextval call of an expression as defaultSequence reads a whole default', () => {
    expect(nextvalSequence('nextval((\'"S"\'::text)::regclass)')).toEqual({ name: 'S' });
    expect(nextvalSequence("nextval('Sales.Ids'::regclass) * 10")).toEqual({
      name: 'ids',
      schema: 'sales',
    });
    expect(nextvalSequence("'INV-' || nextval ( 'inv''s' ) || lpad(x, 3)")).toEqual({
      name: "inv's",
    });
    expect(nextvalSequence("coalesce(pg_catalog.nextval('a'), nextval('b'))")).toEqual({
      name: 'a',
    });
  });

  it('skips strings, quoted names and longer function names', () => {
    expect(nextvalSequence("'nextval(''s'')'")).toBeNull();
    expect(nextvalSequence(`"nextval"('s')`)).toBeNull();
    expect(nextvalSequence("my_nextval('s')")).toBeNull();
    expect(nextvalSequence("nextval('s'")).toBeNull();
    expect(nextvalSequence('nextval(s)')).toBeNull();
    expect(nextvalSequence(null)).toBeNull();
  });
});
