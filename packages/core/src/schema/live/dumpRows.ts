/** The zod pieces the MySQL and MSSQL dump shapes share. */
import { z } from 'zod';

/**
 * A part's rows. An aggregate over no rows is NULL (and SQL Server leaves a NULL part out of its
 * JSON), and a server that nests a sub-query's JSON as a string (MariaDB before 10.5) gives the
 * array as JSON text.
 */
export const rows = <T extends z.ZodType>(row: T) =>
  z.preprocess((value) => {
    if (value === null || value === undefined) return [];
    if (typeof value !== 'string') return value;
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }, z.array(row));

/** A number, which some servers' JSON gives as text (NON_UNIQUE is a string on MySQL 8). */
export const count = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+$/)
    .transform(Number),
]);
