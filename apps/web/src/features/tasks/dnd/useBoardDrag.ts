import type { DragEndEvent, DragMoveEvent, DragStartEvent, UniqueIdentifier } from '@dnd-kit/core';
import { positionForIndex, type Task, type TaskList } from '@relata/core';
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  findTask,
  moveItem,
  moveTaskInColumns,
  type Columns,
  type TaskPlace,
} from '../model/boardColumns';
import { readDragData, TOUCH_DRAG_VIBRATION_MS } from '../model/dragRules';
import { dropPosition } from '../model/dropPosition';
import { insertionIndex } from '../model/insertionIndex';
import { boardCollisions } from './boardCollisions';
import { cardRects, columnOf, dropLineTop } from './cardGeometry';

/** What the board shows and how a drop is saved. */
export interface BoardDragInput {
  /** The lists in position order. */
  lists: readonly TaskList[];
  /** Each list's shown tasks (search and archive filter applied). */
  columns: Columns;
  /** Each list's tasks, all of them: positions are computed among these. */
  allColumns: Columns;
  /** Saves a task's new list and position; `settled` is called when the server has answered. */
  onMoveTask: (move: { task: Task; listId: string; position: number }, settled: () => void) => void;
  /** Saves a list's new position; `settled` is called when the server has answered. */
  onMoveList: (move: { list: TaskList; position: number }, settled: () => void) => void;
}

/** The line that shows where a dragged task would land: its list and offset in the list's cards. */
export interface DropLine {
  listId: string;
  top: number;
}

interface DragState {
  active: { kind: 'task' | 'list'; id: string } | null;
  /** Where the dragged task was picked up. */
  origin: TaskPlace | null;
  line: DropLine | null;
  /** Where a dropped task or list is shown until the server answers, so nothing jumps back. */
  dropped: { task: TaskPlace | null; list: { listId: string; index: number } | null; id: number };
}

const IDLE: DragState = {
  active: null,
  origin: null,
  line: null,
  dropped: { task: null, list: null, id: 0 },
};

let drops = 0;

function vibrateOnTouch(event: Event): void {
  if (typeof TouchEvent !== 'undefined' && event instanceof TouchEvent && 'vibrate' in navigator)
    navigator.vibrate(TOUCH_DRAG_VIBRATION_MS);
}

/**
 * Drag and drop of lists and tasks (issue 7, item 4). Lists are sortable (dnd-kit moves them by
 * transforms). A dragged task stays where it was, dimmed, while a line shows where it would land:
 * after every card whose middle is above the dragged card's middle, in the list it is over. The
 * line moves without moving any card, so the cards do not render again during the drag. A drop
 * computes the spec's position (core's positionForIndex through `dropPosition`).
 */
export function useBoardDrag(input: BoardDragInput) {
  const [drag, setDrag] = useState<DragState>(IDLE);
  const columns = useMemo(
    () => moveTaskInColumns(input.columns, drag.dropped.task),
    [input.columns, drag.dropped.task],
  );
  const lists = useMemo(() => {
    const place = drag.dropped.list;
    return place ? moveItem(input.lists, place.listId, place.index) : input.lists;
  }, [input.lists, drag.dropped.list]);

  // `place` is where the dragged task would land; handlers and announcements read it at once.
  const latest = useRef({ input, columns, drag, place: null as TaskPlace | null });
  useLayoutEffect(() => {
    latest.current = { ...latest.current, input, columns, drag };
  });

  const settle = useCallback((id: number) => {
    setDrag((d) => (d.dropped.id === id ? IDLE : d));
  }, []);

  const onDragStart = useCallback(({ active, activatorEvent }: DragStartEvent) => {
    vibrateOnTouch(activatorEvent);
    const id = String(active.id);
    if (readDragData(active.data.current)?.type === 'list') {
      setDrag({ ...IDLE, active: { kind: 'list', id } });
      return;
    }
    const from = findTask(latest.current.columns, id);
    const origin = from && { taskId: id, ...from };
    latest.current.place = origin;
    setDrag({ ...IDLE, active: { kind: 'task', id }, origin });
  }, []);

  // Where the dragged task would land, from the list it is over and its middle among the cards.
  const place = useCallback(({ active, over }: Pick<DragMoveEvent, 'active' | 'over'>) => {
    const rect = active.rect.current.translated;
    const target = readDragData(over?.data.current);
    if (latest.current.drag.active?.kind !== 'task' || target?.type !== 'cards' || !rect) return;
    const column = columnOf(target.listId);
    if (!column) return;
    const taskId = String(active.id);
    const others = cardRects(column, taskId);
    const middles = others.map((r) => r.top + r.height / 2);
    const index = insertionIndex(middles, rect.top + rect.height / 2);
    const current = latest.current.place;
    if (current?.listId === target.listId && current.index === index) return;
    latest.current.place = { taskId, listId: target.listId, index };
    const line = { listId: target.listId, top: dropLineTop(column, others, index) };
    setDrag((d) => ({ ...d, line }));
  }, []);

  const onDragMove = useCallback(
    (event: DragMoveEvent) => {
      // A move that changes the list reports the old list here (dnd-kit updates "over" after
      // the move event); onDragOver follows with the new one.
      const first = event.collisions?.[0]?.id;
      if (first === undefined || first === event.over?.id) place(event);
    },
    [place],
  );

  const dropTask = useCallback(
    (taskId: string) => {
      const { columns: shown, drag: state, input: board, place } = latest.current;
      const home = findTask(shown, taskId);
      const task = home ? shown.get(home.listId)?.[home.index] : undefined;
      const origin = state.origin;
      if (!place || !task || !origin) return setDrag(IDLE);
      const { listId, index } = place;
      if (listId === origin.listId && index === origin.index) return setDrag(IDLE);
      const others = (list: Columns) => (list.get(listId) ?? []).filter((t) => t.id !== taskId);
      const position = dropPosition(others(board.allColumns), others(shown), index);
      const id = ++drops;
      setDrag({ ...IDLE, dropped: { task: place, list: null, id } });
      board.onMoveTask({ task, listId, position }, () => settle(id));
    },
    [settle],
  );

  const dropList = useCallback(
    (listId: string, overId: UniqueIdentifier | null) => {
      const board = latest.current.input;
      const from = board.lists.findIndex((l) => l.id === listId);
      const to = overId === null ? from : board.lists.findIndex((l) => l.id === overId);
      const list = board.lists[from];
      if (!list || to === -1 || to === from) return setDrag(IDLE);
      const others = board.lists.filter((l) => l.id !== listId).map((l) => l.position);
      const id = ++drops;
      setDrag({ ...IDLE, dropped: { task: null, list: { listId, index: to }, id } });
      board.onMoveList({ list, position: positionForIndex(others, to) }, () => settle(id));
    },
    [settle],
  );

  const onDragEnd = useCallback(
    ({ active, over }: DragEndEvent) => {
      const id = String(active.id);
      if (latest.current.drag.active?.kind === 'list') dropList(id, over?.id ?? null);
      else dropTask(id);
    },
    [dropList, dropTask],
  );

  const onDragCancel = useCallback(() => setDrag(IDLE), []);

  return {
    lists,
    columns,
    active: drag.active,
    line: drag.line,
    collisionDetection: boardCollisions,
    /** Where the dragged task would land now (read by the announcements in the same event). */
    currentPlace: useCallback(() => latest.current.place, []),
    handlers: { onDragStart, onDragMove, onDragOver: place, onDragEnd, onDragCancel },
  };
}
