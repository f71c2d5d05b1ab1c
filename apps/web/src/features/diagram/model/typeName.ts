import type { DbType } from '@relata/core';

/** The name of a type as a column's type names it (with its schema when it has one). */
export const typeName = (t: Pick<DbType, 'name' | 'schema'>) =>
  t.schema ? `${t.schema}.${t.name}` : t.name;
