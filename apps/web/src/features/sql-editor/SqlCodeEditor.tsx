import { autocompletion } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { PostgreSQL, SQLite, sql } from '@codemirror/lang-sql';
import { syntaxHighlighting } from '@codemirror/language';
import { Compartment, EditorState, Prec, StateEffect, StateField } from '@codemirror/state';
import {
  Decoration,
  EditorView,
  keymap,
  lineNumbers,
  placeholder,
  type DecorationSet,
} from '@codemirror/view';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { scriptHighlight } from '../diagram';
import type { PlaygroundEngine } from './engine/types';
import classes from './SqlCodeEditor.module.css';

/** What the page runs: the statement at the cursor (or the selection), or the whole script. */
export type RunKind = 'statement' | 'script';

/** The editor's side the page reaches: the text and cursor, and the error mark. */
export interface SqlCodeEditorHandle {
  text: () => string;
  /** The selection as offsets; `from === to` for a plain cursor. */
  selection: () => { from: number; to: number };
  /** Marks where the engine says the error is (or clears it), and shows that place. */
  markError: (range: { from: number; to: number } | null) => void;
  /** Replaces the text (an opened query), putting the cursor at its end. */
  setText: (text: string) => void;
  focus: () => void;
}

const setError = StateEffect.define<{ from: number; to: number } | null>();
const errorMark = Decoration.mark({
  class: 'sql-error-mark',
  attributes: { 'aria-invalid': 'true' },
});

/** The error's mark, cleared by any change of the text. */
const errorField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(marks, tr) {
    let next = tr.docChanged ? Decoration.none : marks;
    for (const effect of tr.effects)
      if (effect.is(setError)) {
        const r = effect.value;
        next =
          r && r.to > r.from && r.to <= tr.state.doc.length
            ? Decoration.set([errorMark.range(r.from, r.to)])
            : Decoration.none;
      }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

const language = (engine: PlaygroundEngine, schema: Record<string, string[]>) =>
  sql({ dialect: engine === 'postgresql' ? PostgreSQL : SQLite, schema, upperCaseKeywords: true });

/**
 * The query editor (issue 20, item 4): CodeMirror with the engine's SQL dialect, completion of
 * the diagram's tables and columns, Ctrl+Enter for the statement at the cursor and
 * Ctrl+Shift+Enter for the whole script, and the engine's error marked where it is.
 */
export const SqlCodeEditor = forwardRef<
  SqlCodeEditorHandle,
  {
    initialText: string;
    engine: PlaygroundEngine;
    schema: Record<string, string[]>;
    onChange: (text: string) => void;
    onRun: (kind: RunKind) => void;
  }
>(function SqlCodeEditor({ initialText, engine, schema, onChange, onRun }, ref) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView>(undefined);
  const lang = useRef(new Compartment());
  // The latest callbacks, read by the extensions made once.
  const callbacks = useRef({ onChange, onRun });
  useEffect(() => {
    callbacks.current = { onChange, onRun };
  });

  useEffect(() => {
    if (!host.current) return;
    const run = (kind: RunKind) => () => {
      callbacks.current.onRun(kind);
      return true;
    };
    view.current = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: initialText,
        extensions: [
          Prec.highest(
            keymap.of([
              { key: 'Mod-Enter', run: run('statement') },
              { key: 'Mod-Shift-Enter', run: run('script') },
            ]),
          ),
          lineNumbers(),
          history(),
          autocompletion(),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          lang.current.of(language(engine, schema)),
          syntaxHighlighting(scriptHighlight),
          placeholder('Write a query, then press Ctrl+Enter'),
          errorField,
          EditorView.contentAttributes.of({ 'aria-label': 'SQL query' }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) callbacks.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    return () => view.current?.destroy();
    // Made once; the dialect and the schema follow in the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: lang.current.reconfigure(language(engine, schema)) });
  }, [engine, schema]);

  useImperativeHandle(
    ref,
    () => ({
      text: () => view.current?.state.doc.toString() ?? '',
      selection: () => {
        const main = view.current?.state.selection.main;
        return { from: main?.from ?? 0, to: main?.to ?? 0 };
      },
      markError: (range) => {
        const v = view.current;
        if (!v) return;
        v.dispatch({
          effects: [
            setError.of(range),
            ...(range ? [EditorView.scrollIntoView(range.from, { y: 'center' })] : []),
          ],
        });
      },
      setText: (text) => {
        const v = view.current;
        if (!v) return;
        v.dispatch({
          changes: { from: 0, to: v.state.doc.length, insert: text },
          selection: { anchor: text.length },
        });
      },
      focus: () => view.current?.focus(),
    }),
    [],
  );

  return <div ref={host} className={classes.editor} data-testid="sql-editor" />;
});
