import { useEffect, useRef, useState } from 'react';
import { EDITOR_SAVE_DELAY_MS } from '../model/constants';

/** Whether two values of a field or item are the same (items are plain data). */
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

interface Draft<T> {
  value: T;
  /** The stored value when the draft was sent; undefined while it waits to be sent. */
  sentOver: T | undefined;
}

/**
 * A field (or item) edited in the side panel: typing is saved 500 ms after the last change
 * (spec 2 §4), a pick or a tick at once (`now`). What was typed stays on screen until the stored
 * value changes after the save, so a late answer never rewrites the field under the fingers;
 * leaving the panel saves what is still waiting.
 */
export function useSavedDraft<T>(stored: T, save: (value: T) => void) {
  const [draft, setDraft] = useState<Draft<T> | undefined>(undefined);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ draft, save, stored });
  useEffect(() => {
    latest.current = { draft, save, stored };
  });
  useEffect(
    () => () => {
      clearTimeout(timer.current);
      const { draft: d, save: send } = latest.current;
      if (d && d.sentOver === undefined) send(d.value);
    },
    [],
  );
  const send = (value: T) => {
    clearTimeout(timer.current);
    setDraft({ value, sentOver: latest.current.stored });
    latest.current.save(value);
  };
  const change = (value: T, now = false) => {
    if (now) return send(value);
    setDraft({ value, sentOver: undefined });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => send(value), EDITOR_SAVE_DELAY_MS);
  };
  // Once the stored value changed after the save went out (its answer, or newer), it shows.
  const answered = draft?.sentOver !== undefined && !same(draft.sentOver, stored);
  return { value: draft && !answered ? draft.value : stored, change };
}
