import { MantineProvider } from '@mantine/core';
import type { DbEntity, DbRelationship } from '@relata/core';
import { act, cleanup, render, screen } from '@testing-library/react';
import { Position, ReactFlowProvider, type EdgeProps, type NodeProps } from '@xyflow/react';
import { useRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { withShortcut } from '../../../lib/editor/action';
import { ShortcutsSheetDialog } from '../../../lib/editor/ShortcutsSheetDialog';
import { pointerAt, press } from '../../../lib/editor/testing';
import { createDispatcher, DispatchContext } from '../actions/dispatch';
import { diagramActions } from '../actions/registry';
import type { DiagramOps } from '../api/diagramOps';
import { EMPTY_DIAGRAM, type Diagram } from '../model/diagramCache';
import type { RelationshipFlowEdge, TableFlowNode } from '../model/flowElements';
import { createEditorStore, EditorStoreContext } from '../store/editorStore';
import { CONNECT_HINT, ConnectionPreview } from './ConnectionPreview';
import { RelationshipEdge } from './RelationshipEdge';
import { TableNode } from './TableNode';
import { useEditorKeys } from './useEditorKeys';

const col = (id: string, type: string, pk = false) => ({
  id,
  name: id,
  type,
  defaultValue: null,
  isNullable: !pk,
  isPrimaryKey: pk,
  isForeignKey: false,
  isUnique: false,
  isIdentity: false,
  isAutoIncrement: false,
});

const table = (id: string, attributes: ReturnType<typeof col>[]): DbEntity =>
  ({ id, project_id: 'p', name: id, x: 0, y: 0, width: 200, height: 100, attributes }) as DbEntity;

const users = table('users', [col('id', 'integer', true), col('email', 'text')]);
const orders = table('orders', [
  col('id', 'integer', true),
  col('user_id', 'integer'),
  col('placed_at', 'timestamp with time zone'),
]);

/** A table as React Flow renders it: its node wrapper (which names it) around TableNode. */
function Table({ of }: { of: DbEntity }) {
  // The node's props TableNode reads; React Flow's others (position, dragging, ...) it does not.
  const props = { id: of.id, data: { table: of, display: 'all' }, selected: false };
  return (
    <div className="react-flow__node react-flow__node-table" data-id={of.id}>
      <TableNode {...(props as unknown as NodeProps<TableFlowNode>)} />
    </div>
  );
}

function Canvas() {
  useEditorKeys();
  const container = useRef<HTMLDivElement>(null);
  return (
    <div data-editor-keys="" ref={container}>
      <Table of={users} />
      <Table of={orders} />
      <ConnectionPreview container={container} />
    </div>
  );
}

function editor(readOnly = false) {
  const log: unknown[][] = [];
  const diagram: Diagram = { ...EMPTY_DIAGRAM, tables: [users, orders] };
  const made: DbRelationship = {
    id: 'r1',
    project_id: 'p',
    name: 'fk_orders_user_id',
    sourceTableId: 'users',
    sourceColumnId: 'id',
    targetTableId: 'orders',
    targetColumnId: 'user_id',
    cardinality: 'ONE_TO_MANY',
  };
  const ops = {
    current: () => diagram,
    createRelationship: (body: unknown) => {
      log.push(['create', body]);
      return Promise.resolve({ table: orders, relationships: [made] });
    },
    deleteRelationship: (id: string) => Promise.resolve(void log.push(['delete', id])),
    restoreRelationship: (r: DbRelationship) => Promise.resolve(void log.push(['restore', r.id])),
    addTable: () => {
      log.push(['add table']);
      return Promise.resolve(table('t3', []));
    },
    addComment: () => {
      log.push(['add comment']);
      return Promise.resolve({ id: 'c1', x: 0, y: 0, text: '', width: 200, height: 60 });
    },
  } as unknown as DiagramOps;
  const store = createEditorStore(readOnly);
  const dispatcher = createDispatcher(() => ({
    store,
    ops,
    viewport: () => ({ x: 0, y: 0, zoom: 1 }),
    screenSize: () => ({ width: 800, height: 600 }),
    fitView: () => undefined,
    firstView: () => undefined,
  }));
  render(
    <MantineProvider>
      <ReactFlowProvider>
        <EditorStoreContext.Provider value={store}>
          <DispatchContext.Provider value={dispatcher}>
            <Canvas />
          </DispatchContext.Provider>
        </EditorStoreContext.Provider>
      </ReactFlowProvider>
    </MantineProvider>,
  );
  return { log, store, dispatcher };
}

/** The handle of a column's row, and the row a drop lands on. */
const handleOf = (tableId: string, columnId: string) =>
  document.querySelector<HTMLElement>(
    `[data-id="${tableId}"] [data-column-id="${columnId}"] [data-testid="link-handle"]`,
  );
const rowOf = (tableId: string, columnId: string) =>
  document.querySelector<HTMLElement>(`[data-id="${tableId}"] [data-column-id="${columnId}"] span`);

/** Presses a handle and releases the pointer over an element (jsdom has no layout to hit-test). */
function drag(handle: HTMLElement | null, over: HTMLElement | null, between?: () => void) {
  if (!handle) throw new Error('no handle');
  act(() => void handle.dispatchEvent(pointerAt('pointerdown', { x: 10, y: 10 })));
  between?.();
  // The document's own answer, over the prototype's (jsdom's), removed afterwards.
  document.elementFromPoint = () => over;
  try {
    act(() => void window.dispatchEvent(pointerAt('pointerup', { x: 400, y: 60 })));
  } finally {
    Reflect.deleteProperty(document, 'elementFromPoint');
  }
}

afterEach(cleanup);

describe('relationships drawn on the canvas (issue 36, B11)', () => {
  it('gives every row a handle to drag from, but not to a Viewer', () => {
    editor();
    expect(document.querySelectorAll('[data-testid="link-handle"]')).toHaveLength(5);
    cleanup();
    editor(true);
    expect(document.querySelectorAll('[data-testid="link-handle"]')).toHaveLength(0);
  });

  it('makes a relationship from a key column dragged onto a column of another table, undoably', async () => {
    const { log, store, dispatcher } = editor();
    drag(handleOf('users', 'id'), rowOf('orders', 'user_id'), () => {
      expect(store.getState().connectingFrom).toBe('users');
      // A drag shows where it goes by itself: no hint.
      expect(screen.queryByTestId('connect-hint')).toBeNull();
    });
    await dispatcher.idle();
    expect(log).toEqual([
      [
        'create',
        {
          sourceTableId: 'users',
          sourceColumnId: 'id',
          targetTableId: 'orders',
          targetColumnId: 'user_id',
        },
      ],
    ]);
    expect(store.getState().connectingFrom).toBeUndefined();
    expect(store.getState().history.done.map((s) => s.label)).toEqual(['Add Relationship']);
    act(() => void press('z', { ctrl: true }, document.body));
    await dispatcher.idle();
    expect(log.at(-1)).toEqual(['delete', 'r1']);
  });

  it('makes nothing when released off a column, or after Escape', async () => {
    const { log, store, dispatcher } = editor();
    drag(handleOf('users', 'id'), document.body);
    drag(handleOf('users', 'id'), rowOf('orders', 'user_id'), () => {
      act(() => void press('Escape', {}, document.body));
      expect(store.getState().connectingFrom).toBeUndefined();
    });
    await dispatcher.idle();
    expect(log).toEqual([]);
    expect(store.getState().connectingColumn).toBeUndefined();
  });

  it('says how to finish Add Relationship while it waits for a table', async () => {
    const { store, dispatcher } = editor();
    await act(async () => {
      dispatcher.dispatch(diagramActions.addRelationship, { kind: 'table', id: 'users' });
      await dispatcher.idle();
    });
    expect(store.getState().connectingFrom).toBe('users');
    expect(screen.getByTestId('connect-hint').textContent).toBe(CONNECT_HINT);
    expect(CONNECT_HINT).toBe('Click the table to link to, Esc to cancel');
    act(() => void press('Escape', {}, document.body));
    expect(screen.queryByTestId('connect-hint')).toBeNull();
  });
});

describe('INS on keyboards without an Insert key (issue 36, B11)', () => {
  it('adds a table with Shift+T and a comment with Shift+C, and says so in the tooltips and the shortcuts sheet', async () => {
    const { log, dispatcher } = editor();
    expect(press('T', { shift: true }, document.body)).toBe(true);
    await dispatcher.idle();
    expect(press('C', { shift: true }, document.body)).toBe(true);
    await dispatcher.idle();
    expect(log).toEqual([['add table'], ['add comment']]);
    expect(withShortcut(diagramActions.addTable)).toBe('Add Table (INS or Shift+T)');
    expect(withShortcut(diagramActions.addComment)).toBe('Add Comment (Ctrl+INS or Shift+C)');
    cleanup();
    render(
      <MantineProvider>
        <ShortcutsSheetDialog
          opened
          onClose={() => undefined}
          actions={[diagramActions.addTable, diagramActions.addComment]}
        />
      </MantineProvider>,
    );
    const rows = (await screen.findByTestId('shortcuts-sheet')).querySelectorAll('tbody tr');
    expect([...rows].map((r) => r.textContent)).toEqual([
      'Add TableINS or Shift+T',
      'Add CommentCtrl+INS or Shift+C',
    ]);
  });
});

describe('tables and lines that show their text (issue 36, B8 and B9)', () => {
  it("shares a row between name and type in proportion to the table's longest of each", () => {
    editor();
    const node = document.querySelector<HTMLElement>(
      '[data-id="orders"] [data-testid="table-node"]',
    );
    const name = Number.parseFloat(node?.style.getPropertyValue('--name-fr') ?? '');
    const type = Number.parseFloat(node?.style.getPropertyValue('--type-fr') ?? '');
    // 'timestamp with time zone' is longer than 'placed_at': the type gets the larger share.
    expect(type).toBeGreaterThan(name);
    expect(name).toBeGreaterThan(0);
    // A cut cell shows its whole text on hover.
    const typeCell = screen.getByTitle('timestamp with time zone');
    expect(typeCell.textContent).toBe('timestamp with time zone');
  });

  it("ends a line at its columns' rows in every notation", () => {
    for (const notation of ['arrows', 'crowsFoot', 'uml'] as const) {
      const props = {
        id: 'r1',
        sourceX: 300,
        sourceY: 60,
        targetX: 600,
        targetY: 90,
        sourcePosition: Position.Right,
        targetPosition: Position.Left,
        data: {
          offset: 0,
          sourceShift: -40,
          targetShift: 40,
          relationship: { cardinality: 'ONE_TO_MANY' },
          lines: { notation, lineStyle: 'straight' },
          optional: false,
        },
      };
      const { container } = render(
        <svg>
          <RelationshipEdge {...(props as unknown as EdgeProps<RelationshipFlowEdge>)} />
        </svg>,
      );
      const line = container.querySelector('.react-flow__edge-path')?.getAttribute('d');
      expect(line).toBe('M300,20 L600,130');
      const marks = container.querySelector(`[data-notation="${notation}"]`)?.outerHTML ?? '';
      // The y of every point of the marks (x,y pairs, not an arc's radii) and of every label.
      const ys = [
        ...marks.matchAll(/(?<![A\d.-])-?\d+(?:\.\d+)?,(-?\d+(?:\.\d+)?)/g),
        ...marks.matchAll(/ y="(-?\d+(?:\.\d+)?)"/g),
      ].map((m) => Number(m[1]));
      // Every mark lies at one of the two rows, none at the middle of the sides (60 and 90).
      expect(ys.length).toBeGreaterThan(0);
      for (const y of ys) expect(Math.min(Math.abs(y - 20), Math.abs(y - 130))).toBeLessThan(20);
      cleanup();
    }
  });
});
