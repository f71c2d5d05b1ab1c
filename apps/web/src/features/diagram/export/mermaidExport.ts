import { dialectForDatabaseType, mermaidErDiagram } from '@relata/core';
import type { Diagram } from '../model/diagramCache';

/**
 * The diagram as a Mermaid `erDiagram` (issue 41, item 4), its column types spelled as the
 * project's database writes them.
 */
export function mermaidText(diagram: Diagram, databaseType: string): string {
  return mermaidErDiagram(diagram, { dialect: dialectForDatabaseType(databaseType) });
}
