/**
 * Where an "Add to diagram" import goes (issue 36, item 4): in free space beside what the canvas
 * holds, not on the coordinates of the last import. One pass over the imported items.
 */
import type { TableDisplay } from '../../api/visualization';
import type { Box } from '../areas';
import { DEFAULT_LAYOUT_SCREEN, drawnTableSize, drawnViewSize, type Size } from '../drawnSize';
import type { DiagramModel } from '../model';

/** Space between an import and what the canvas held (more than an area's padding and label). */
export const IMPORT_GAP = 160;

/** A comment's box as db_comments stores a new one (an import's comments carry no size). */
const COMMENT_SIZE: Size = { width: 200, height: 60 };

/**
 * The rectangle an import's tables, views and comments take, each table at the size it is drawn
 * with `display`; undefined for an import without any.
 */
export function importBounds(
  model: Pick<DiagramModel, 'tables' | 'views' | 'comments'>,
  display: TableDisplay = 'all',
): Box | undefined {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  const add = (x: number, y: number, { width, height }: Size) => {
    left = Math.min(left, x);
    top = Math.min(top, y);
    right = Math.max(right, x + width);
    bottom = Math.max(bottom, y + height);
  };
  for (const t of model.tables) add(t.x, t.y, drawnTableSize(t, display));
  for (const v of model.views ?? []) add(v.x, v.y, drawnViewSize(v));
  for (const c of model.comments) add(c.x, c.y, COMMENT_SIZE);
  return left === Infinity
    ? undefined
    : { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The top-left corner for an import of `size` beside `content`: IMPORT_GAP to its right, top
 * edges aligned, or the gap below it, left edges aligned, whichever lets the whole be fitted on
 * `screen` at the larger zoom (to the right on a tie). Either way it overlaps nothing of `content`.
 */
export function besideContent(
  content: Box,
  size: Size,
  screen: Size = DEFAULT_LAYOUT_SCREEN,
): { x: number; y: number } {
  const fit = (width: number, height: number) =>
    Math.min(screen.width / Math.max(1, width), screen.height / Math.max(1, height));
  const right = fit(content.width + IMPORT_GAP + size.width, Math.max(content.height, size.height));
  const below = fit(Math.max(content.width, size.width), content.height + IMPORT_GAP + size.height);
  return below > right
    ? { x: content.x, y: content.y + content.height + IMPORT_GAP }
    : { x: content.x + content.width + IMPORT_GAP, y: content.y };
}

/**
 * The import moved beside `content` (besideContent): its tables, views, comments and placed areas
 * by one offset, so its own layout is kept. Without content (an empty canvas, a replacing import)
 * it stays where its layout put it.
 */
export function placeBeside<M extends DiagramModel>(
  model: M,
  content: Box | undefined,
  { display, screen }: { display?: TableDisplay; screen?: Size } = {},
): M {
  const own = content && importBounds(model, display);
  if (!content || !own) return model;
  const to = besideContent(content, own, screen);
  const dx = to.x - own.x;
  const dy = to.y - own.y;
  const move = <T extends { x: number; y: number }>(item: T): T => ({
    ...item,
    x: item.x + dx,
    y: item.y + dy,
  });
  const placed: M = {
    ...model,
    tables: model.tables.map(move),
    comments: model.comments.map(move),
  };
  if (model.views) placed.views = model.views.map(move);
  if (model.areas)
    placed.areas = model.areas.map((a) =>
      a.x === undefined || a.y === undefined ? a : { ...a, x: a.x + dx, y: a.y + dy },
    );
  return placed;
}
