import { Group, Textarea } from '@mantine/core';
import { useMemo } from 'react';
import { mermaidText } from '../export/mermaidExport';
import type { Diagram } from '../model/diagramCache';
import { CopyButton } from '../panel/CopyButton';

/** Props of MermaidPreview. */
export interface MermaidPreviewProps {
  diagram: Diagram;
  /** The project's database type: the dialect of the column types. */
  databaseType: string;
}

/**
 * The Mermaid text the export downloads, to read and to copy (issue 41, item 4). Loaded with the
 * Mermaid format only, with core's documentation code it needs.
 */
export function MermaidPreview({ diagram, databaseType }: MermaidPreviewProps) {
  const text = useMemo(() => mermaidText(diagram, databaseType), [diagram, databaseType]);
  return (
    <>
      <Textarea
        label="Mermaid"
        value={text}
        readOnly
        autosize
        minRows={4}
        maxRows={10}
        ff="monospace"
        mb="xs"
      />
      <Group justify="flex-end" mb="sm">
        <CopyButton text={text} />
      </Group>
    </>
  );
}
