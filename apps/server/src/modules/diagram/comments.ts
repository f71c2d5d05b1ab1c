/** Comments of the diagram: create, edit, delete. */
import {
  type CreateCommentBody,
  type UpdateCommentBody,
  DEFAULT_COMMENT_TEXT,
  type DbComment,
  jsonBytes,
  STORED_ITEM_WRAP_BYTES,
} from '@relata/core';
import { AppError } from '../../http/errors';
import { transact } from '../../realtime/transact';
import { checkDiagramGrowth } from './limits';
import { type DiagramDeps, presentComment, edit, emitChange } from './stored';

/** Adds a comment (Editors). */
export async function createComment(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  body: CreateCommentBody,
): Promise<DbComment> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .insertInto('db_comments')
      .values({
        project_id: projectId,
        text: body.text ?? DEFAULT_COMMENT_TEXT,
        x: body.x,
        y: body.y,
        width: body.width ?? 200,
        height: body.height ?? 60,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    const comment = presentComment(row);
    await checkDiagramGrowth(trx, deps, projectId, {
      comments: 1,
      bytes: jsonBytes(comment) + STORED_ITEM_WRAP_BYTES,
    });
    emitChange(emit, projectId, 'db_comments', 'INSERT', comment, null);
    return comment;
  });
}

/** Edits, moves or resizes a comment (Editors). */
export async function updateComment(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  commentId: string,
  body: UpdateCommentBody,
): Promise<DbComment> {
  return transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .updateTable('db_comments')
      .set((eb) => ({ ...body, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', commentId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Comment not found.');
    const comment = presentComment(row);
    // The new text, at most what it adds (the old text is not read back).
    if (body.text !== undefined)
      await checkDiagramGrowth(trx, deps, projectId, { bytes: jsonBytes(body.text) });
    emitChange(emit, projectId, 'db_comments', 'UPDATE', comment, null);
    return comment;
  });
}

/** Deletes a comment (Editors). */
export async function deleteComment(
  deps: DiagramDeps,
  userId: string,
  projectId: string,
  commentId: string,
): Promise<void> {
  await transact(deps.db, deps.hub, async (trx, emit) => {
    await edit(trx, projectId, userId);
    const row = await trx
      .deleteFrom('db_comments')
      .where('id', '=', commentId)
      .where('project_id', '=', projectId)
      .returningAll()
      .executeTakeFirst();
    if (!row) throw new AppError(404, 'not_found', 'Comment not found.');
    emitChange(emit, projectId, 'db_comments', 'DELETE', null, presentComment(row));
  });
}
