/** The column of a list on the page. */
export function columnOf(listId: string): HTMLElement | null {
  return document.querySelector<HTMLElement>(`section[data-list-id="${CSS.escape(listId)}"]`);
}

/** The columns of the board, left to right. */
export function allColumns(): HTMLElement[] {
  return [...document.querySelectorAll<HTMLElement>('section[data-list-id]')];
}

/** The boxes of a column's cards, top to bottom, leaving out the dragged one. */
export function cardRects(column: Element, draggedId: string): DOMRect[] {
  const rects: DOMRect[] = [];
  for (const card of column.querySelectorAll<HTMLElement>('[data-task-id]'))
    if (card.dataset.taskId !== draggedId) rects.push(card.getBoundingClientRect());
  return rects;
}

/** The vertical middles of a column's cards, top to bottom, leaving out the dragged one. */
export function cardMiddles(column: Element, draggedId: string): number[] {
  return cardRects(column, draggedId).map((r) => r.top + r.height / 2);
}

/** The element that scrolls a column's cards. */
function scrollerOf(column: Element): Element {
  return column.querySelector('[data-cards-scroller]') ?? column;
}

/** Where a card would sit in a column that shows none: just below the column's header. */
export function emptyColumnY(column: Element): number {
  return scrollerOf(column).getBoundingClientRect().top + 20;
}

/**
 * The offset of the drop line within the column's scrolling cards for a drop at `index`: in the
 * gap above the card that will follow, or below the last card.
 */
export function dropLineTop(column: Element, others: readonly DOMRect[], index: number): number {
  const scroller = scrollerOf(column);
  const box = scroller.getBoundingClientRect();
  const next = others[index];
  const last = others[others.length - 1];
  const y = next ? next.top - 4 : last ? last.bottom + 4 : box.top + 4;
  return y - box.top + scroller.scrollTop;
}
