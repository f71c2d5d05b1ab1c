import { createElement } from 'react';
import { onDemandComponent } from '../../lib/onDemand';
import { PromptBoxStandIn } from './PromptBoxStandIn';

/**
 * The assistant's public entry: what other features may use of it. The project shell shows Rel's
 * button, whose chat loads with its first use; the diagram editor shows the prompt box that
 * generates tables. The prompt box loads as the editor first shows, after the canvas: the
 * visualizer's first load is without it (its form, the generation's request and answer contract);
 * a stand-in takes its room meanwhile (hidden, as the box is, when the editor is read-only).
 */
export const AiPromptBox = onDemandComponent(
  async () => (await import('./AiPromptBox')).AiPromptBox,
  ({ readOnly }) => (readOnly ? null : createElement(PromptBoxStandIn)),
);
export { AssistantDock } from './AssistantDock';
