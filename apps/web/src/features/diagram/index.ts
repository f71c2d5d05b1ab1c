/**
 * The diagram feature's public entry: what other features use of it. A share link's page (issue
 * 41) draws its diagram in DiagramViewer and applies the live changes it receives as useDiagram does.
 */
export { useDiagram } from './api/useDiagram';
export { scriptHighlight } from './panel/scriptHighlight';
export type { DiagramViewerProps } from './DiagramViewer';
export { applyDiagramChange, readDiagramChange, type Diagram } from './model/diagramCache';
export { withForeignKeysAgreed } from './model/foreignKeyFlags';

/**
 * Loads the read-only visualizer of a given diagram (DiagramViewer.tsx) on demand: the canvas and
 * React Flow stay out of the chunks that import this entry for the rest (the SQL editor's). It
 * comes with the members' visualizer page, so that the visualizer's code stays in the chunks it had.
 */
export const loadDiagramViewer = async () => (await import('./VisualizerPage')).DiagramViewer;
