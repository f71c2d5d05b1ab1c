/** The diagram feature's public entry: what other features use of it. */
export { useDiagram } from './api/useDiagram';
export { scriptHighlight } from './panel/scriptHighlight';
