import { sql } from '@codemirror/lang-sql';
import { syntaxHighlighting } from '@codemirror/language';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { scriptHighlight } from './scriptHighlight';
import classes from './ScriptView.module.css';

/** A read-only, highlighted script (CodeMirror) in the colours of the theme. */
export function ScriptView({ text }: { text: string }) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
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
        ],
      }),
    });
    return () => view.current?.destroy();
  }, []);
  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: text } });
  }, [text]);
  return <div ref={host} data-testid="script-view" className={classes.script} />;
}
