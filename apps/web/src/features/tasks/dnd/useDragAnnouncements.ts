import type { Active, Announcements, Over } from '@dnd-kit/core';
import type { TaskList } from '@relata/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { findTask, type Columns, type TaskPlace } from '../model/boardColumns';
import {
  cancelledText,
  droppedText,
  movedText,
  pickedUpText,
  type DragKind,
  type SpokenPlace,
} from '../model/dragAnnouncements';
import { readDragData } from '../model/dragRules';

/** What the announcements read: the board as shown, and where the dragged task is now. */
export interface AnnouncedBoard {
  lists: readonly TaskList[];
  columns: Columns;
  currentPlace: () => TaskPlace | null;
}

const kindOf = (active: Active): DragKind =>
  readDragData(active.data.current)?.type === 'list' ? 'list' : 'task';

function nameOf(board: AnnouncedBoard, active: Active): string {
  const id = String(active.id);
  if (kindOf(active) === 'list') return board.lists.find((l) => l.id === id)?.name ?? '';
  const place = findTask(board.columns, id);
  return (place && board.columns.get(place.listId)?.[place.index]?.name) ?? '';
}

/** Where a dragged list would land over `over`, among the lists. */
function listPlace(board: AnnouncedBoard, active: Active, over: Over | null): SpokenPlace | null {
  const index = board.lists.findIndex((l) => l.id === String(over?.id ?? active.id));
  return index === -1 ? null : { index, count: board.lists.length };
}

/** Where the dragged task is shown now, with the size and name of its list. */
function taskPlace(board: AnnouncedBoard, active: Active): SpokenPlace | null {
  const place = board.currentPlace();
  if (!place) return null;
  const others = (board.columns.get(place.listId) ?? []).filter((t) => t.id !== active.id);
  const listName = board.lists.find((l) => l.id === place.listId)?.name ?? '';
  return { index: Math.min(place.index, others.length), count: others.length + 1, listName };
}

function samePlace(a: SpokenPlace, b: SpokenPlace | null): boolean {
  return b !== null && a.index === b.index && a.count === b.count && a.listName === b.listName;
}

/**
 * What dnd-kit's live region says during a drag (style guide 14): the item's name and its place,
 * "position 2 of 5 in list To do", when it is picked up, moved to a new place, dropped or put
 * back. A task's place comes from the drag itself (it changes on moves, not on "over").
 */
export function useDragAnnouncements(board: AnnouncedBoard): Announcements {
  const latest = useRef(board);
  const start = useRef<SpokenPlace | null>(null);
  const spoken = useRef<SpokenPlace | null>(null);
  useLayoutEffect(() => {
    latest.current = board;
  });
  return useMemo(() => {
    const placeOf = (active: Active, over: Over | null) =>
      kindOf(active) === 'list'
        ? listPlace(latest.current, active, over)
        : taskPlace(latest.current, active);
    const say = (text: typeof movedText, active: Active, place: SpokenPlace | null) =>
      place ? text(kindOf(active), nameOf(latest.current, active), place) : undefined;
    const moved = (active: Active, over: Over | null) => {
      const place = placeOf(active, over);
      // Only a new place is worth saying.
      if (!place || samePlace(place, spoken.current)) return undefined;
      spoken.current = place;
      return say(movedText, active, place);
    };
    return {
      onDragStart: ({ active }) => {
        start.current = placeOf(active, null);
        spoken.current = start.current;
        return say(pickedUpText, active, start.current);
      },
      onDragMove: ({ active, over }) =>
        kindOf(active) === 'task' ? moved(active, over) : undefined,
      onDragOver: ({ active, over }) => (over ? moved(active, over) : undefined),
      onDragEnd: ({ active, over }) => say(droppedText, active, placeOf(active, over)),
      onDragCancel: ({ active }) => say(cancelledText, active, start.current),
    };
  }, []);
}
