import { useCallback, useRef, useState } from 'react';
import { afterPointerPress } from './afterPointerPress';

/** The fields of a form the user has left, whose errors are due (see useLeftFields). */
export interface LeftFields<K extends string> {
  left: ReadonlySet<K>;
  /** Marks a field as left: at once, or after the pointer press that blurred it and its click. */
  leave: (key: K) => void;
  /** Forgets every left field, including ones a press under way would still mark (a reset). */
  forget: () => void;
}

/**
 * The "touched" state of every form that validates on blur. A blur caused by pressing a button
 * counts only once that press's click was delivered, so no message moves the button under the
 * pointer (issue 17); a Tab away counts at once.
 */
export function useLeftFields<K extends string>(): LeftFields<K> {
  const [left, setLeft] = useState<ReadonlySet<K>>(() => new Set());
  const generation = useRef(0);

  const leave = useCallback((key: K) => {
    const at = generation.current;
    afterPointerPress(() => {
      if (generation.current !== at) return;
      setLeft((current) => (current.has(key) ? current : new Set(current).add(key)));
    });
  }, []);

  const forget = useCallback(() => {
    generation.current += 1;
    setLeft(new Set());
  }, []);

  return { left, leave, forget };
}
