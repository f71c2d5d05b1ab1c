import { randomUUID } from 'node:crypto';
import { modelSize, type DiagramModel } from '@relata/core';
import { transact } from '../../realtime/transact';
import { requireRole } from '../projects/access';
import { emitReload, insertModelRows, type DiagramDeps } from '../diagram/service';
import { checkDiagramGrowth } from '../diagram/limits';
import { saveAutomaticVersion } from '../versions/store';

/** A generated model could not be saved because a table it links to is gone. */
export class StaleDiagramError extends Error {}

/**
 * Saves generated tables and relationships in one transaction (Editors and Admins), after an
 * automatic version of the diagram before: new tables get fresh ids; a relationship may also end
 * at an existing table of the project. One 'diagram' event, as an import sends, tells every
 * screen to reload. Nothing is saved if any step fails.
 */
export async function saveGenerated(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  model: DiagramModel,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await requireRole(trx, projectId, userId, 'Editor', 'generate tables with AI');
    await saveAutomaticVersion(trx, emit, projectId, userId, 'ai');
    const ids = new Map(model.tables.map((t) => [t.id, randomUUID()]));
    const linked = new Set(
      model.relationships
        .flatMap((r) => [r.sourceTableId, r.targetTableId])
        .filter((id) => !ids.has(id)),
    );
    if (linked.size > 0) {
      const found = await trx
        .selectFrom('db_entities')
        .select('id')
        .where('project_id', '=', projectId)
        .where('id', 'in', [...linked])
        .execute();
      if (found.length !== linked.size) {
        throw new StaleDiagramError('a table the answer links to is no longer in the project');
      }
    }
    const stored = await insertModelRows(trx, projectId, model, ids, { copyRows: deps.copyRows });
    await checkDiagramGrowth(trx, deps, projectId, modelSize(model));
    emitReload(emit, projectId, 'add', stored);
  });
}
