import type { SqlDialect } from '../schema/sql/dialects';

/** What a generated column holds; each kind has a fitting type per database. */
export type ColumnKind =
  | 'key'
  | 'string'
  | 'text'
  | 'email'
  | 'int'
  | 'money'
  | 'decimal'
  | 'bool'
  | 'datetime'
  | 'date'
  | 'time'
  | 'json';

/** The column type of each kind per dialect; PostgreSQL follows spec 2 §5's hints. */
const TYPES: Record<SqlDialect, Record<ColumnKind, string>> = {
  postgresql: {
    key: 'uuid',
    string: 'text',
    text: 'text',
    email: 'text',
    int: 'integer',
    money: 'numeric(10,2)',
    decimal: 'numeric(12,4)',
    bool: 'boolean',
    datetime: 'timestamptz',
    date: 'date',
    time: 'time',
    json: 'jsonb',
  },
  mysql: {
    key: 'int',
    string: 'varchar(255)',
    text: 'text',
    email: 'varchar(255)',
    int: 'int',
    money: 'decimal(10,2)',
    decimal: 'decimal(12,4)',
    bool: 'boolean',
    datetime: 'datetime',
    date: 'date',
    time: 'time',
    json: 'json',
  },
  sqlite: {
    key: 'integer',
    string: 'text',
    text: 'text',
    email: 'text',
    int: 'integer',
    money: 'numeric',
    decimal: 'real',
    bool: 'boolean',
    datetime: 'datetime',
    date: 'date',
    time: 'text',
    json: 'text',
  },
  mssql: {
    key: 'int',
    string: 'nvarchar(255)',
    text: 'nvarchar(max)',
    email: 'nvarchar(255)',
    int: 'int',
    money: 'decimal(10,2)',
    decimal: 'decimal(12,4)',
    bool: 'bit',
    datetime: 'datetime2',
    date: 'date',
    time: 'time',
    json: 'nvarchar(max)',
  },
};

/** The column type for a kind of value in a project's database. */
export function columnTypeFor(kind: ColumnKind, dialect: SqlDialect): string {
  return TYPES[dialect][kind];
}

/** How a primary key is generated: PostgreSQL keys are uuids, the others count up. */
export function primaryKeyFlags(dialect: SqlDialect): {
  defaultValue: string | null;
  isAutoIncrement: boolean;
  isIdentity: boolean;
} {
  if (dialect === 'postgresql')
    return { defaultValue: 'gen_random_uuid()', isAutoIncrement: false, isIdentity: false };
  if (dialect === 'mssql') return { defaultValue: null, isAutoIncrement: false, isIdentity: true };
  return { defaultValue: null, isAutoIncrement: true, isIdentity: false };
}

/** Human name of a dialect, as the context text and the assistant write it. */
export const DIALECT_NAMES: Record<SqlDialect, string> = {
  postgresql: 'PostgreSQL',
  mysql: 'MySQL',
  sqlite: 'SQLite',
  mssql: 'MSSQL (SQL Server)',
};

/** The naming and type hints of the generation context (spec 2 §5: PostgreSQL's are given). */
export const NAMING_HINTS: Record<SqlDialect, string> = {
  postgresql:
    'Use PostgreSQL types: uuid for keys (default gen_random_uuid()), text for strings, boolean for flags, timestamptz for points in time, integer and numeric(10,2) for numbers, jsonb for documents.',
  mysql:
    'Use MySQL types: int auto-increment keys, varchar(255) for short strings, text for long text, boolean for flags, datetime for points in time, int and decimal(10,2) for numbers, json for documents.',
  sqlite:
    'Use SQLite types: integer auto-increment keys, text for strings, boolean for flags, datetime for points in time, integer, real and numeric for numbers, text for documents.',
  mssql:
    'Use SQL Server types: int identity keys, nvarchar(255) for short strings, nvarchar(max) for long text, bit for flags, datetime2 for points in time, int and decimal(10,2) for numbers.',
};

/** The naming rules every generation context states. */
export const NAMING_RULES =
  'Name tables in plural snake_case (order_items) and columns in snake_case; a foreign-key column is the referenced table in singular plus _id (customer_id); every table has a primary key.';
