import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { EDITOR_SAVE_DELAY_MS } from '../model/constants';

/**
 * Whether two values of a field or item are the same plain data, whatever the order of their
 * keys (the server answers an item's fields in its schema's order, not in the order sent).
 */
function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = Object.keys(x).filter((k) => x[k] !== undefined);
  if (keys.length !== Object.keys(y).filter((k) => y[k] !== undefined).length) return false;
  return keys.every((k) => sameData(x[k], y[k]));
}

/** What a save answers: a promise of the write (settled once its answer is in the cache), or nothing. */
export type DraftSave<T> = (value: T) => Promise<unknown> | undefined;

interface Draft<T> {
  /** The person's latest value: shown, and what the next edit is built on. */
  value: T;
  /** Whether nothing of it is pending any more: no typing waits and its last save has settled. */
  settled: boolean;
  /** The stored value when it settled; the draft gives way once the stored value moves on. */
  over?: { stored: T };
}

/**
 * A field (or item) edited in the side panel: typing is saved 500 ms after the last change
 * (spec 2 §4), a pick or a tick at once (`now`). The panel shows, and each edit is built on, the
 * person's latest value for as long as any of their edits is pending (typing not sent yet, or a
 * save on its way): a stored value that changes meanwhile is an answer to an earlier save (or a
 * copy of one) and older than that latest value. Once the last save has settled, the next change
 * of the stored value (its answer, or another member's newer change) shows; leaving the panel
 * saves what is still waiting.
 */
export function useSavedDraft<T>(stored: T, save: DraftSave<T>) {
  const [draft, setDraft] = useState<Draft<T> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Counts the person's changes, so that only the settling of the latest one settles the draft. */
  const edits = useRef(0);
  const latest = useRef({ draft, save });
  // Updated as the render is committed, before any later event or answer can read it.
  useLayoutEffect(() => {
    latest.current = { draft, save };
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      const { draft: d, save: send } = latest.current;
      if (d && timer.current !== undefined) void send(d.value);
    },
    [],
  );
  // The draft gives way to the stored value once that has caught up, or moved on after the
  // last save settled (the answer, or newer). A setState during render, as React allows for
  // state that follows a prop: the stored value is read where it is rendered.
  if (draft?.settled) {
    if (sameData(draft.value, stored)) setDraft(undefined);
    else if (!draft.over) setDraft({ ...draft, over: { stored } });
    else if (!sameData(draft.over.stored, stored)) setDraft(undefined);
  }
  const send = (value: T) => {
    clearTimeout(timer.current);
    timer.current = undefined;
    const mine = ++edits.current;
    setDraft({ value, settled: false });
    const settle = () => {
      if (edits.current === mine) setDraft((d) => d && { ...d, settled: true });
    };
    const saving = latest.current.save(value);
    if (saving) saving.then(settle, settle);
    else settle();
  };
  const change = (value: T, now = false) => {
    if (now) return send(value);
    ++edits.current;
    setDraft({ value, settled: false });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(value), EDITOR_SAVE_DELAY_MS);
  };
  return { value: draft ? draft.value : stored, change };
}
