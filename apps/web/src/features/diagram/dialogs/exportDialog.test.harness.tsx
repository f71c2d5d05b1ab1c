import { MantineProvider } from '@mantine/core';
import { newEditorColumn, type DbEntity, type Diagram } from '@relata/core';
import { fireEvent, render, screen } from '@testing-library/react';
import { vi } from 'vitest';
import { createDispatcher, DispatchContext } from '../actions/dispatch';
import type { DiagramOps } from '../api/diagramOps';
import { EMPTY_DIAGRAM } from '../model/diagramCache';
import { createEditorStore, EditorStoreContext } from '../store/editorStore';
import { ExportDialog } from './ExportDialog';

/** A stored table at a place, with an id column (and a foreign key to `refersTo`). */
function table(id: string, x: number, refersTo?: string): DbEntity {
  const key = { ...newEditorColumn(), id: `${id}.id`, name: 'id', type: 'integer' };
  const fk = { ...newEditorColumn(), id: `${id}.fk`, name: `${refersTo}_id`, type: 'integer' };
  return {
    id,
    project_id: 'p1',
    name: id,
    x,
    y: 0,
    width: 300,
    height: 100,
    version: 1,
    attributes: [
      { ...key, isPrimaryKey: true, isNullable: false },
      ...(refersTo ? [{ ...fk, isForeignKey: true }] : []),
    ],
  };
}

/** Customers and their orders, side by side; `far` puts orders that many pixels away. */
export function exportDiagram(far = 400): Diagram {
  return {
    ...EMPTY_DIAGRAM,
    tables: [table('customers', 0), table('orders', far, 'customers')],
    relationships: [
      {
        id: 'r1',
        project_id: 'p1',
        name: 'fk_orders_customers',
        sourceTableId: 'customers',
        sourceColumnId: 'customers.id',
        targetTableId: 'orders',
        targetColumnId: 'orders.fk',
        cardinality: 'ONE_TO_MANY',
      },
    ],
  };
}

/** The Export dialog, open over an editor of the diagram (read-only: a share link's reader). */
export function showExportDialog(diagram: Diagram, databaseType = 'PostgreSQL') {
  const store = createEditorStore(true);
  store.getState().set({ dialog: 'export' });
  const ops = { current: () => diagram } as unknown as DiagramOps;
  const dispatcher = createDispatcher(() => ({
    store,
    ops,
    viewport: () => ({ x: 0, y: 0, zoom: 1 }),
    screenSize: () => ({ width: 800, height: 600 }),
    fitView: () => undefined,
    firstView: () => undefined,
  }));
  render(
    <MantineProvider env="test">
      <EditorStoreContext.Provider value={store}>
        <DispatchContext.Provider value={dispatcher}>
          <ExportDialog databaseType={databaseType} />
        </DispatchContext.Provider>
      </EditorStoreContext.Provider>
    </MantineProvider>,
  );
  return store;
}

/** Picks a format in the Format select. */
export function chooseFormat(label: string) {
  fireEvent.click(screen.getByRole('combobox', { name: 'Format' }));
  fireEvent.click(screen.getByRole('option', { name: label }));
}

/** Collects what the dialog downloads: each Blob and the file name its link gave. */
export function catchDownloads() {
  const files: { blob: Blob; name: string }[] = [];
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => (blobs.push(blob), `blob:${blobs.length}`)),
    revokeObjectURL: vi.fn(),
  });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs[Number(this.href.slice('blob:'.length)) - 1];
    if (blob) files.push({ blob, name: this.download });
  });
  return files;
}

/** A Blob's text (jsdom's Blob has no text()). */
export const blobText = (blob: Blob | undefined) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.readAsText(blob ?? new Blob());
  });
