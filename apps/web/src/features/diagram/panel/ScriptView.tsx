import { onDemandComponent } from '../../../lib/onDemand';
import type { ScriptLanguage } from './scriptLanguageOf';
import classes from './ScriptView.module.css';

// CodeMirror (about half of the visualizer's code) loads when a script is first shown: the
// Parser tab or a view's panel, not the canvas. Until it has loaded, the text shows plain in the
// same box.
const CodeScriptView = onDemandComponent(
  async () => (await import('./CodeScriptView')).CodeScriptView,
  ({ text }) => (
    <pre data-testid="script-loading" className={`${classes.script} ${classes.plain}`}>
      {text}
    </pre>
  ),
);

/**
 * A read-only, highlighted script in the colours of the theme, named by `label` for assistive
 * technology, in `language` (SQL when none is given: a view's query, a migration).
 */
export function ScriptView({
  text,
  label,
  language,
}: {
  text: string;
  label: string;
  language?: ScriptLanguage;
}) {
  return <CodeScriptView text={text} label={label} language={language} />;
}
