import type { DiagramModel } from '@relata/core';
import { useEffect } from 'react';
import type { DiagramAction } from '../actions/actionTypes';
import { useDispatcher } from '../actions/dispatch';
import { useEditor } from '../store/editorStore';
import { useDatabaseRead } from './databaseRead';

const LABEL = 'Take changes from the database';

/**
 * Takes a database's picked changes into the diagram (issue 38, item 2) as one step: the server
 * saves the diagram before as a version and every member's screen reloads; undo restores that
 * version, redo takes the changes again.
 */
export function takeDatabaseAction(model: DiagramModel, changes: number): DiagramAction {
  return {
    id: 'takeDatabase',
    label: LABEL,
    enabled: (ctx) => !ctx.store.getState().readOnly,
    perform: async (ctx) => {
      let before = await ctx.ops.syncModel(model);
      ctx.store.getState().set({
        announcement: `Took ${changes} ${changes === 1 ? 'change' : 'changes'} from the database.`,
      });
      return {
        label: LABEL,
        undo: async () => {
          await ctx.ops.restoreVersion(before);
        },
        redo: async () => {
          before = await ctx.ops.syncModel(model);
        },
      };
    },
  };
}

/**
 * Runs the take the comparison left for this project's visualizer, once it can write: the step
 * then belongs to this editor's history, where Ctrl+Z finds it.
 */
export function useTakePendingDatabaseChanges(projectId: string): void {
  const dispatcher = useDispatcher();
  const readOnly = useEditor((s) => s.readOnly);
  useEffect(() => {
    const { pending, take } = useDatabaseRead.getState();
    if (readOnly || !pending || pending.projectId !== projectId) return;
    take(undefined);
    dispatcher.dispatch(takeDatabaseAction(pending.model, pending.changes));
  }, [dispatcher, projectId, readOnly]);
}
