import { MantineProvider } from '@mantine/core';
import {
  makeAttribute,
  type ConnectResult,
  type CreateRelationshipBody,
  type DbEntity,
  type DbRelationship,
} from '@relata/core';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatcher, DispatchContext, type Dispatcher } from '../actions/dispatch';
import { diagramActions } from '../actions/registry';
import type { DiagramOps } from '../api/diagramOps';
import { EMPTY_DIAGRAM, type Diagram } from '../model/diagramCache';
import { createEditorStore, EditorStoreContext } from '../store/editorStore';
import { TableEditor } from './TableEditor';

const table = (id: string, name: string, columns: [string, string, boolean?][]): DbEntity => ({
  id,
  project_id: 'p',
  name,
  x: 0,
  y: 0,
  width: 300,
  height: 100,
  version: 1,
  attributes: columns.map(([columnId, columnName, key]) =>
    makeAttribute({ id: columnId, name: columnName, type: 'integer', isPrimaryKey: key ?? false }),
  ),
});

const customers = table('t-c', 'customers', [
  ['c-code', 'code'],
  ['c-id', 'id', true],
]);
const regions = table('t-r', 'regions', [['r-id', 'id', true]]);
const orders = table('t-o', 'orders', [
  ['o-id', 'id', true],
  ['o-cust', 'customer_id'],
]);

const held: DbRelationship = {
  id: 'r1',
  project_id: 'p',
  name: 'fk_orders_customer_id',
  sourceTableId: 't-c',
  sourceColumnId: 'c-id',
  targetTableId: 't-o',
  targetColumnId: 'o-cust',
  cardinality: 'ONE_TO_MANY',
};

/** A diagram editor whose writes only log what they were asked, with the kernel's undo. */
function editor(relationships: DbRelationship[]) {
  const log: unknown[][] = [];
  const diagram: Diagram = {
    ...EMPTY_DIAGRAM,
    tables: [customers, regions, orders],
    relationships,
  };
  let made = 0;
  const ops = {
    current: () => diagram,
    createRelationship: (body: CreateRelationshipBody): Promise<ConnectResult> => {
      log.push(['create', body]);
      const id = `new-${++made}`;
      return Promise.resolve({
        table: orders,
        relationships: [{ ...held, ...body, id }],
      });
    },
    deleteRelationship: (id: string) => Promise.resolve(void log.push(['delete', id])),
    restoreRelationship: (r: DbRelationship) => {
      log.push(['restore', r.id]);
      return Promise.resolve(r);
    },
  } as unknown as DiagramOps;
  const store = createEditorStore(false);
  const dispatcher = createDispatcher(() => ({
    store,
    ops,
    viewport: () => ({ x: 0, y: 0, zoom: 1 }),
    screenSize: () => ({ width: 800, height: 600 }),
    fitView: () => undefined,
    firstView: () => undefined,
  }));
  const shown = (columns: DbEntity) => (
    <MantineProvider env="test">
      <EditorStoreContext.Provider value={store}>
        <DispatchContext.Provider value={dispatcher}>
          <TableEditor table={columns} tables={diagram.tables} readOnly={false} />
        </DispatchContext.Provider>
      </EditorStoreContext.Provider>
    </MantineProvider>
  );
  return { log, dispatcher, shown };
}

/** Runs one of the kernel's actions and waits for it. */
async function run(dispatcher: Dispatcher, action: 'undo' | 'redo') {
  await act(async () => {
    await dispatcher.idle();
    dispatcher.dispatch(diagramActions[action]);
    await dispatcher.idle();
  });
}

const box = () =>
  within(screen.getAllByTestId('column-editor')[1]!).getByRole<HTMLInputElement>('checkbox', {
    name: 'Foreign key',
  });

afterEach(cleanup);

describe('the "Foreign key" box', () => {
  it('asks for the referenced table and column, then makes the key as one undoable step', async () => {
    const { log, dispatcher, shown } = editor([]);
    render(shown(orders));
    expect(box().checked).toBe(false);
    fireEvent.click(box());
    const dialog = await screen.findByRole('dialog', { name: 'Foreign key of customer_id' });
    // Nothing is made until a table and column are chosen.
    expect(log).toEqual([]);
    expect(box().checked).toBe(false);
    const tableField = within(dialog).getByRole<HTMLSelectElement>('combobox', {
      name: 'Referenced table',
    });
    const columnField = within(dialog).getByRole<HTMLSelectElement>('combobox', {
      name: 'Referenced column',
    });
    // The table the column's name points at, and its primary key (not its first column).
    expect(tableField.value).toBe('t-c');
    expect(columnField.value).toBe('c-id');
    expect([...tableField.options].map((o) => o.text)).toEqual(['customers', 'orders', 'regions']);
    // Another table: its primary key is chosen for it.
    fireEvent.change(tableField, { target: { value: 't-r' } });
    expect(columnField.value).toBe('r-id');
    fireEvent.change(tableField, { target: { value: 't-c' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add foreign key' }));
    await act(() => dispatcher.idle());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(log).toEqual([
      [
        'create',
        {
          sourceTableId: 't-c',
          sourceColumnId: 'c-id',
          targetTableId: 't-o',
          targetColumnId: 'o-cust',
        },
      ],
    ]);

    await run(dispatcher, 'undo');
    expect(log[1]).toEqual(['delete', 'new-1']);
    await run(dispatcher, 'redo');
    expect(log[2]?.[0]).toBe('create');
    // A later undo deletes the key the redo made.
    await run(dispatcher, 'undo');
    expect(log[3]).toEqual(['delete', 'new-2']);
  });

  it('makes nothing when the dialog is cancelled or closed with Escape', async () => {
    const { log, shown } = editor([]);
    render(shown(orders));
    fireEvent.click(box());
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(box());
    fireEvent.keyDown(await screen.findByRole('dialog'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(log).toEqual([]);
    expect(box().checked).toBe(false);
  });

  it('is ticked by a relationship, and unticking removes it as one undoable step', async () => {
    const { log, dispatcher, shown } = editor([held]);
    const flagged = {
      ...orders,
      attributes: orders.attributes.map((a) =>
        a.id === 'o-cust' ? { ...a, isForeignKey: true } : a,
      ),
    };
    render(shown(flagged));
    expect(box().checked).toBe(true);
    fireEvent.click(box());
    await act(() => dispatcher.idle());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(log).toEqual([['delete', 'r1']]);
    await run(dispatcher, 'undo');
    expect(log[1]).toEqual(['restore', 'r1']);
  });
});
