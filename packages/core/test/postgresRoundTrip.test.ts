import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDdl, importDdl } from '../src/schema';
import type { SqlDialect } from '../src/schema/sql/dialects';
import { CATEGORIES, compareCatalogs } from './fidelity/catalog';
import { Engines, loadScript } from './harness/databases';

/**
 * PostgreSQL scripts of the kinds pg_dump writes (issue 37): loaded, imported, generated again in
 * PostgreSQL and loaded, their catalogs equal item by item; generated in SQLite, loaded whole.
 */
const SCRIPTS: Record<string, string> = {
  partitions: `
    CREATE TABLE events (id bigint NOT NULL, at date NOT NULL, body text, city int,
      CONSTRAINT events_pkey PRIMARY KEY (id, at), CONSTRAINT positive CHECK (id > 0))
      PARTITION BY RANGE (at);
    CREATE TABLE events_2020 PARTITION OF events FOR VALUES FROM ('2020-01-01') TO ('2021-01-01');
    CREATE TABLE events_rest PARTITION OF events (CONSTRAINT own CHECK (id < 100)) DEFAULT;
    CREATE TABLE events_2021 (id bigint NOT NULL, at date NOT NULL, body text, city int,
      CONSTRAINT positive CHECK (id > 0));
    ALTER TABLE ONLY events ATTACH PARTITION events_2021 FOR VALUES FROM ('2021-01-01') TO ('2022-01-01');
    CREATE INDEX events_2021_city_idx ON events_2021 USING btree (city);
    CREATE INDEX events_city ON ONLY events USING btree (city);
    ALTER INDEX events_city ATTACH PARTITION events_2021_city_idx;
    CREATE INDEX events_2020_city_idx ON events_2020 USING btree (city);
    ALTER INDEX events_city ATTACH PARTITION events_2020_city_idx;
    CREATE INDEX events_rest_city_idx ON events_rest USING btree (city);
    ALTER INDEX events_city ATTACH PARTITION events_rest_city_idx;
    CREATE TABLE kinds (k text NOT NULL, n int) PARTITION BY LIST (k);
    CREATE TABLE kinds_a PARTITION OF kinds FOR VALUES IN ('a', 'b') PARTITION BY HASH (n);
    CREATE TABLE kinds_a0 PARTITION OF kinds_a FOR VALUES WITH (modulus 2, remainder 0);
    CREATE TABLE kinds_a1 PARTITION OF kinds_a FOR VALUES WITH (modulus 2, remainder 1);
    CREATE TABLE base (id int PRIMARY KEY, name text, CONSTRAINT named CHECK (name <> ''));
    CREATE TABLE child (extra int, PRIMARY KEY (id)) INHERITS (base);`,
  dump: `
    \\restrict abc
    CREATE TABLE public.users (id bigint NOT NULL, name text, CONSTRAINT users_pkey PRIMARY KEY (id));
    CREATE SEQUENCE public.users_id_seq START WITH 1 INCREMENT BY 1 NO MINVALUE NO MAXVALUE CACHE 1;
    ALTER SEQUENCE public.users_id_seq OWNED BY public.users.id;
    ALTER TABLE ONLY public.users ALTER COLUMN id SET DEFAULT nextval('public.users_id_seq'::regclass);
    CREATE TABLE notes (id int, user_id bigint REFERENCES users ON DELETE CASCADE, body text);
    CREATE INDEX notes_body ON notes USING btree (body text_pattern_ops);
    CREATE INDEX notes_lower ON notes USING btree (lower(body) text_pattern_ops DESC);
    CREATE INDEX users_name ON users USING hash (name);
    CREATE INDEX notes_nulls ON notes (id DESC NULLS LAST, body NULLS FIRST, user_id DESC);
    CREATE VIEW named AS SELECT NULL::bigint AS id, NULL::text AS name;
    CREATE OR REPLACE VIEW named AS SELECT users.id, users.name FROM users WHERE users.name IS NOT NULL;
    \\unrestrict abc`,
};

describe('PostgreSQL dumps round-trip on the engine', () => {
  let engines: Engines;
  beforeAll(async () => {
    engines = await Engines.connect();
  }, 30_000);
  afterAll(() => engines.close());

  for (const [name, script] of Object.entries(SCRIPTS)) {
    it(`keeps every catalog item of ${name}, and loads whole in SQLite`, async (ctx) => {
      if (engines.missing.postgresql) return ctx.skip(engines.missing.postgresql);
      const original = await loadScript(engines, 'postgresql', script, null);
      expect(original.errors).toEqual([]);
      const { model, errors } = importDdl(script, 'postgresql');
      expect(errors).toEqual([]);
      const load = (target: SqlDialect & ('postgresql' | 'sqlite')) =>
        loadScript(engines, target, generateDdl(model, target), null);
      const again = await load('postgresql');
      expect(again.errors).toEqual([]);
      const comparison = compareCatalogs(original.catalog!, again.catalog!);
      expect(CATEGORIES.flatMap((c) => comparison[c].losses.map((l) => ({ c, ...l })))).toEqual([]);
      if (name === 'partitions') expect(comparison.partitions.total).toBe(10);
      expect((await load('sqlite')).errors).toEqual([]);
    });
  }
});
