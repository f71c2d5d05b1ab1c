/**
 * The assistant's public entry: what other features may use of it. The project shell shows the
 * chat panel; the diagram editor shows the prompt box that generates tables.
 */
export { AiPromptBox } from './AiPromptBox';
export { AssistantPanel } from './AssistantPanel';
