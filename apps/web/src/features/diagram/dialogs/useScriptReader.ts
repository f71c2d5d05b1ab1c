import type { ImportFormat, TableDisplay } from '@relata/core';
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
 * The Import dialog's reading of a script, in the chosen dialect ('auto' detects it), for the
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
  const readScript = useCallback(
    (script: string, again = false): Promise<ParsedImport> => {
      const chosen: ImportFormat =
        format === 'auto' ? detectImportFormat(script, databaseType) : (format as ImportFormat);
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
    [format, databaseType, context, mode, targetOf],
  );
  return readScript;
}
