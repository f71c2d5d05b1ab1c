import { MantineProvider } from '@mantine/core';
import { makeAttribute, type DbEntity, type DbRelationship, type DbType } from '@relata/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { createDispatcher, DispatchContext, type Dispatcher } from '../actions/dispatch';
import { diagramActions } from '../actions/registry';
import type { DiagramOps } from '../api/diagramOps';
import { EMPTY_DIAGRAM, type Diagram } from '../model/diagramCache';
import { createEditorStore, EditorStoreContext } from '../store/editorStore';
import { RelationshipEditor } from './RelationshipEditor';
import { TableEditor } from './TableEditor';
import { TypesPanel } from './TypesPanel';

const column = (id: string, name: string) => makeAttribute({ id, name, type: 'integer' });

const table: DbEntity = {
  id: 't1',
  project_id: 'p',
  name: 'products',
  x: 0,
  y: 0,
  width: 300,
  height: 100,
  version: 1,
  attributes: [column('c1', 'id'), column('c2', 'price')],
  checks: [{ id: 'k1', name: 'positive', expression: 'price > 0' }],
};

const relationship: DbRelationship = {
  id: 'r1',
  project_id: 'p',
  name: '',
  sourceTableId: 't1',
  targetTableId: 't1',
  sourceColumnId: 'c1',
  targetColumnId: 'c2',
  cardinality: 'ONE_TO_MANY',
};

/** A diagram editor whose writes only log what they were asked, with the kernel's undo. */
function editor() {
  const log: unknown[][] = [];
  const diagram: Diagram = { ...EMPTY_DIAGRAM, tables: [table], relationships: [relationship] };
  let made = 0;
  const ops = {
    current: () => diagram,
    updateTable: (id: string, update: object) => {
      log.push(['table', id, update]);
      return Promise.resolve(table);
    },
    updateRelationship: (id: string, update: object) => {
      log.push(['relationship', id, update]);
      return Promise.resolve(relationship);
    },
    createType: (fields: object) => {
      log.push(['create type', fields]);
      return Promise.resolve({ ...fields, id: `ty${++made}`, project_id: 'p', version: 1 });
    },
    deleteType: (id: string) => Promise.resolve(void log.push(['delete type', id])),
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
  const show = (ui: ReactNode) =>
    render(
      <MantineProvider>
        <EditorStoreContext.Provider value={store}>
          <DispatchContext.Provider value={dispatcher}>{ui}</DispatchContext.Provider>
        </EditorStoreContext.Provider>
      </MantineProvider>,
    );
  return { log, dispatcher, show };
}

/** Runs the kernel's Undo and waits for it. */
async function undo(dispatcher: Dispatcher) {
  await act(async () => {
    await dispatcher.idle();
    dispatcher.dispatch(diagramActions.undo);
    await dispatcher.idle();
  });
}

afterEach(cleanup);

describe('the schema panels, through the editor kernel', () => {
  it('adds an index on the first column and undoes it by removing that index', async () => {
    const { log, dispatcher, show } = editor();
    show(<TableEditor table={table} readOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add index' }));
    await act(() => dispatcher.idle());
    const [added] = log;
    expect(added?.[2]).toMatchObject({
      itemPatches: [
        { collection: 'indexes', op: 'add', item: { unique: false, parts: [{ columnId: 'c1' }] } },
      ],
    });
    const id = (added?.[2] as { itemPatches: [{ item: { id: string } }] }).itemPatches[0].item.id;
    await undo(dispatcher);
    expect(log[1]).toEqual([
      'table',
      't1',
      { itemPatches: [{ collection: 'indexes', op: 'remove', id }] },
    ]);
  });

  it('starts a new index on the first column without one, not on the primary key', async () => {
    const { log, dispatcher, show } = editor();
    const keyed: DbEntity = {
      ...table,
      attributes: [{ ...column('c1', 'id'), isPrimaryKey: true }, column('c2', 'price')],
    };
    show(<TableEditor table={keyed} readOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add index' }));
    await act(() => dispatcher.idle());
    expect(log[0]?.[2]).toMatchObject({
      itemPatches: [{ collection: 'indexes', op: 'add', item: { parts: [{ columnId: 'c2' }] } }],
    });
  });

  it('removes a check and undoes it by adding the same check back at its place', async () => {
    const { log, dispatcher, show } = editor();
    show(<TableEditor table={table} readOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove check' }));
    await act(() => dispatcher.idle());
    await undo(dispatcher);
    expect(log).toEqual([
      ['table', 't1', { itemPatches: [{ collection: 'checks', op: 'remove', id: 'k1' }] }],
      [
        'table',
        't1',
        { itemPatches: [{ collection: 'checks', op: 'add', item: table.checks?.[0], index: 0 }] },
      ],
    ]);
  });

  it('shows no editing controls to a Viewer', () => {
    const { show } = editor();
    show(<TableEditor table={table} readOnly />);
    expect(screen.queryByRole('button', { name: 'Add index' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove check' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Check expression' })).toHaveProperty(
      'readOnly',
      true,
    );
  });

  it("sets a relationship's ON DELETE and undoes it back to the default", async () => {
    const { log, dispatcher, show } = editor();
    show(<RelationshipEditor relationship={relationship} tables={[table]} readOnly={false} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'ON DELETE' }), {
      target: { value: 'CASCADE' },
    });
    await act(() => dispatcher.idle());
    await undo(dispatcher);
    expect(log).toEqual([
      ['relationship', 'r1', { onDelete: 'CASCADE' }],
      ['relationship', 'r1', { onDelete: null }],
    ]);
  });

  it('creates an enum type and undoes it by deleting that type', async () => {
    const { log, dispatcher, show } = editor();
    const types: DbType[] = [
      { id: 'x', project_id: 'p', version: 1, name: 'new_enum', kind: 'enum' },
    ];
    show(<TypesPanel types={types} readOnly={false} />);
    fireEvent.click(screen.getByRole('button', { name: 'Add enum' }));
    await act(() => dispatcher.idle());
    await undo(dispatcher);
    // The name is free among the project's types.
    expect(log).toEqual([
      ['create type', { name: 'new_enum_2', kind: 'enum', values: [] }],
      ['delete type', 'ty1'],
    ]);
  });
});
