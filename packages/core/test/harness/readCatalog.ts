import type { Engine } from '../engines';
import type { Catalog } from '../fidelity/catalog';
import { readMariadb } from './readMariadb';
import { readPostgres } from './readPostgres';
import { readSqlite } from './readSqlite';

/** The dialects with an engine here. */
export const ENGINE_DIALECTS = ['postgresql', 'mysql', 'sqlite'] as const;
export type EngineDialect = (typeof ENGINE_DIALECTS)[number];

const READERS: Record<EngineDialect, (engine: Engine) => Promise<Catalog>> = {
  postgresql: readPostgres,
  mysql: readMariadb,
  sqlite: readSqlite,
};

/** Reads an engine's catalog, in one query (see fidelity/catalog.ts for the shape). */
export const readCatalog = (engine: Engine): Promise<Catalog> =>
  READERS[engine.dialect as EngineDialect](engine);
