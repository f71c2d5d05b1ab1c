import { lazy, Suspense } from 'react';
import classes from './ScriptView.module.css';

// CodeMirror (about half of the visualizer's code) loads when a script is first shown: the
// Parser tab or a view's panel, not the canvas.
const CodeScriptView = lazy(() =>
  import('./CodeScriptView').then((m) => ({ default: m.CodeScriptView })),
);

/**
 * A read-only, highlighted script in the colours of the theme, named by `label` for assistive
 * technology. Until the editor has loaded, the text shows plain in the same box.
 */
export function ScriptView({ text, label }: { text: string; label: string }) {
  return (
    <Suspense
      fallback={
        <pre data-testid="script-loading" className={`${classes.script} ${classes.plain}`}>
          {text}
        </pre>
      }
    >
      <CodeScriptView text={text} label={label} />
    </Suspense>
  );
}
