import {
  readPrismaResultSchema,
  type ImportDiagnostic,
  type ImportFormat,
  type SqlDialect,
  type TableDisplay,
} from '@relata/core';
import { ApiError } from '../../../lib/api/ApiError';
import { apiJson } from '../../../lib/api/apiClient';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef } from 'react';
import { useParams } from 'react-router';
import { useDispatcher } from '../actions/dispatch';
import { diagramKey } from '../api/diagramOps';
import type { Diagram } from '../model/diagramCache';
import { layoutScreen } from '../model/geometry';
import { detectImportFormat } from '../model/importFormat';
import { importTarget, NO_TARGET } from './importTarget';
import { parseImport, type ParsedImport } from './parseImport';
import type { ImportTarget } from './readScript';

/**
 * The Import dialog's reading of a script, in the chosen dialect ('auto' detects it; a Prisma
 * schema is first read by Prisma's engine on the server, as its database's SQL), for the
 * chosen mode: an Add import is read for the canvas as it is (its tables and the room they take),
 * a Replace import for none. A reading is reused while text, dialect and canvas are unchanged,
 * unless `again` asks for a new one (the last was replaced before its JSON was written).
 */
export function useScriptReader(
  format: string,
  databaseType: string,
  mode: 'add' | 'replace',
): (script: string, again?: boolean) => Promise<ParsedImport> {
  const { context } = useDispatcher();
  const queryClient = useQueryClient();
  const projectId = useParams().id ?? '';
  // The canvas an Add import goes to, made once per state of the diagram (and table display).
  const target = useRef<{ diagram?: Diagram; display?: TableDisplay; target: ImportTarget }>({
    target: NO_TARGET,
  });
  const targetOf = useCallback(
    (chosenMode: 'add' | 'replace'): ImportTarget => {
      if (chosenMode === 'replace') return NO_TARGET;
      const diagram = queryClient.getQueryData<Diagram>(diagramKey(projectId));
      const display = context().store.getState().visual.tableDisplay;
      const last = target.current;
      if (last.diagram !== diagram || last.display !== display)
        target.current = { diagram, display, target: importTarget(diagram, display) };
      return target.current.target;
    },
    [queryClient, projectId, context],
  );
  // The script is read in a worker while the user looks at the dialog; Import reuses that reading
  // when text, dialect and target are unchanged (the worker reads a script once for any target).
  const read = useRef<{
    text: string;
    format: ImportFormat;
    target: ImportTarget;
    result: Promise<ParsedImport>;
  }>(undefined);
  // A Prisma schema is read by Prisma's engine on the server (issue 40): the SQL its database
  // holds, read then as that dialect's script. Kept while the schema is unchanged.
  const prisma = useRef<{ text: string; sql: Promise<PrismaSql> }>(undefined);
  const prismaSql = useCallback(
    (schema: string): Promise<PrismaSql> => {
      if (prisma.current?.text === schema) return prisma.current.sql;
      const sql = readPrisma(projectId, schema);
      prisma.current = { text: schema, sql };
      return sql;
    },
    [projectId],
  );
  const readScript = useCallback(
    async (text: string, again = false): Promise<ParsedImport> => {
      let script = text;
      let chosen: ImportFormat;
      if (format === 'prisma' || (format === 'auto' && looksLikePrisma(text))) {
        const sql = await prismaSql(text);
        if ('problem' in sql) return refusedPrisma(sql.problem);
        script = sql.script;
        chosen = sql.dialect;
      } else
        chosen =
          format === 'auto' ? detectImportFormat(text, databaseType) : (format as ImportFormat);
      const goesTo = targetOf(mode);
      const last = read.current;
      const same = last?.text === script && last.format === chosen && last.target === goesTo;
      if (last && same && !again) return last.result;
      // Laid out as this screen draws its tables, for this canvas (what Arrange does too).
      const { store, screenSize } = context();
      const layout = {
        display: store.getState().visual.tableDisplay,
        screen: layoutScreen(screenSize()),
      };
      const result = parseImport(script, chosen, layout, goesTo);
      read.current = { text: script, format: chosen, target: goesTo, result };
      return result;
    },
    [format, databaseType, context, mode, targetOf, prismaSql],
  );
  return readScript;
}

/** A Prisma schema as the SQL its database holds, or the problem Prisma found in it. */
type PrismaSql = { script: string; dialect: SqlDialect } | { problem: ImportDiagnostic };

/** The line of Prisma's first error (`-->  schema.prisma:3`), else 1. */
const prismaLine = (message: string): number =>
  Number(/-->\s+[^\n]*?:(\d+)/.exec(message)?.[1] ?? 1);

/** Has the server read a Prisma schema with Prisma's engine; a schema Prisma refuses is a problem. */
async function readPrisma(projectId: string, schema: string): Promise<PrismaSql> {
  try {
    const read = await apiJson(
      `/api/projects/${projectId}/diagram/prisma`,
      readPrismaResultSchema,
      {
        method: 'POST',
        body: { files: [{ name: 'schema.prisma', text: schema }] },
      },
    );
    return { script: read.script, dialect: read.dialect };
  } catch (error) {
    if (error instanceof ApiError && error.status === 422)
      return { problem: { line: prismaLine(error.message), message: error.message } };
    throw error;
  }
}

/** The reading of a schema Prisma refused: its problem, nothing to import. */
const refusedPrisma = (problem: ImportDiagnostic): ParsedImport => ({
  warnings: [],
  errors: [problem],
  unresolved: [],
  tables: 0,
  comments: 0,
  modelJson: Promise.resolve(null),
  modelGzip: Promise.resolve(null),
});

/** Whether a script is a Prisma schema (Detect): a datasource, generator or model block starts a line. */
export const looksLikePrisma = (text: string): boolean =>
  /^\s*(datasource|generator|model)\s+\w+\s*\{/m.test(text);
