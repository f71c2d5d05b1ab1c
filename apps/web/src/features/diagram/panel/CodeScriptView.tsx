import { sql } from '@codemirror/lang-sql';
import { syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { scriptHighlight } from './scriptHighlight';
import classes from './ScriptView.module.css';

/** The text box's name; focusable although read-only (CodeMirror leaves it out of the tab order). */
const named = (label: string) =>
  EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' });

/**
 * A read-only, highlighted script (CodeMirror) in the colours of the theme. Its text box is named
 * by `label` and can be focused, so a keyboard can reach, scroll and select the script. Loaded
 * with the first script shown (ScriptView), not with the canvas.
 */
export function CodeScriptView({ text, label }: { text: string; label: string }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const naming = useRef(new Compartment());
  useEffect(() => {
    if (!host.current) return;
    view.current = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: '',
        extensions: [
          sql(),
          syntaxHighlighting(scriptHighlight),
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          EditorView.lineWrapping,
          naming.current.of(named(label)),
        ],
      }),
    });
    return () => view.current?.destroy();
    // Created once; the label and the text follow in the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    view.current?.dispatch({ effects: naming.current.reconfigure(named(label)) });
  }, [label]);
  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: text } });
  }, [text]);
  return <div ref={host} data-testid="script-view" className={classes.script} />;
}
