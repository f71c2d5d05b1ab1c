import { syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { useEffect, useRef } from 'react';
import { scriptHighlight } from './scriptHighlight';
import { loadedScriptLanguage, loadScriptLanguage } from './scriptLanguage';
import type { ScriptLanguage } from './scriptLanguageOf';
import classes from './ScriptView.module.css';

/** The text box's name; focusable although read-only (CodeMirror leaves it out of the tab order). */
const named = (label: string) =>
  EditorView.contentAttributes.of({ 'aria-label': label, tabindex: '0' });

/** What CodeScriptView shows: the script, its accessible name, and its language (SQL if none). */
export interface CodeScriptViewProps {
  text: string;
  label: string;
  language?: ScriptLanguage;
}

/**
 * A read-only, highlighted script (CodeMirror) in the colours of the theme, in its language (SQL,
 * TypeScript, Python or Prisma; switched in place, each but SQL loaded on first use). Its text box
 * is named by `label` and can be focused, so a keyboard can reach, scroll and select the script.
 * Loaded with the first script shown (ScriptView), not with the canvas.
 */
export function CodeScriptView({ text, label, language = 'sql' }: CodeScriptViewProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const naming = useRef(new Compartment());
  const highlighting = useRef(new Compartment());
  useEffect(() => {
    if (!host.current) return;
    view.current = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: '',
        extensions: [
          highlighting.current.of(loadedScriptLanguage(language) ?? []),
          syntaxHighlighting(scriptHighlight),
          EditorState.readOnly.of(true),
          EditorView.editable.of(false),
          EditorView.lineWrapping,
          naming.current.of(named(label)),
        ],
      }),
    });
    return () => view.current?.destroy();
    // Created once; the label, the language and the text follow in the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    view.current?.dispatch({ effects: naming.current.reconfigure(named(label)) });
  }, [label]);
  useEffect(() => {
    let live = true;
    const use = (extension: Extension) =>
      view.current?.dispatch({ effects: highlighting.current.reconfigure(extension) });
    const loaded = loadedScriptLanguage(language);
    if (loaded) {
      use(loaded);
      return;
    }
    // Plain until the language's chunk is in, rather than another language's colours.
    use([]);
    loadScriptLanguage(language).then(
      (extension) => live && use(extension),
      // Highlighting is an extra: if its chunk fails to load, the script stays plain.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [language]);
  useEffect(() => {
    const v = view.current;
    if (v) v.dispatch({ changes: { from: 0, to: v.state.doc.length, insert: text } });
  }, [text]);
  return <div ref={host} data-testid="script-view" className={classes.script} />;
}
