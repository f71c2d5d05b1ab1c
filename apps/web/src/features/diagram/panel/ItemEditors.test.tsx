import { MantineProvider } from '@mantine/core';
import { makeAttribute, type TableIndex } from '@relata/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { IndexEditor } from './ItemEditors';

const columns = [
  makeAttribute({ id: 'c-id', name: 'id', type: 'integer' }),
  makeAttribute({ id: 'c-name', name: 'name', type: 'text' }),
  makeAttribute({ id: 'c-price', name: 'price', type: 'integer' }),
];

/** A save whose answer the test hands out when it likes, as a slow server does. */
function slowServer() {
  const answers: Array<() => void> = [];
  const onSave = vi.fn((_item: TableIndex) => new Promise<void>((r) => answers.push(r)));
  const answer = (n: number) =>
    act(async () => {
      answers[n]?.();
      await Promise.resolve();
    });
  return { onSave, answer };
}

function show(item: TableIndex, onSave: (item: TableIndex) => Promise<unknown>) {
  return (
    <MantineProvider>
      <IndexEditor
        item={item}
        columns={columns}
        readOnly={false}
        onSave={onSave}
        onRemove={vi.fn()}
      />
    </MantineProvider>
  );
}

const combo = (name: string) => screen.getByRole<HTMLSelectElement>('combobox', { name });
const pick = (name: string, value: string) => fireEvent.change(combo(name), { target: { value } });

afterEach(cleanup);

describe('IndexEditor with a slow server', () => {
  it('builds each quick edit on the one before, whatever earlier answer arrives meanwhile', async () => {
    const { onSave, answer } = slowServer();
    const added: TableIndex = { id: 'i1', name: '', unique: false, parts: [{ columnId: 'c-id' }] };
    const view = render(show(added, onSave));
    const name = 'products_name_price_idx';

    // The name waits for the pause, and goes with the first pick.
    fireEvent.change(screen.getByRole('textbox', { name: 'Index name' }), {
      target: { value: name },
    });
    pick('Index column 1', 'c-name');
    expect(onSave).toHaveBeenLastCalledWith({ ...added, name, parts: [{ columnId: 'c-name' }] });
    await answer(0);
    // The server answers with its fields in its own order: the same item.
    view.rerender(show({ parts: [{ columnId: 'c-name' }], unique: false, name, id: 'i1' }, onSave));

    fireEvent.click(screen.getByRole('button', { name: 'Add column' }));
    expect(onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ parts: [{ columnId: 'c-name' }, { columnId: 'c-id' }] }),
    );
    pick('Index column 2', 'c-price');
    // The answer to "Add column" arrives after the price was picked (the CI failure).
    await answer(1);
    view.rerender(
      show({ ...added, name, parts: [{ columnId: 'c-name' }, { columnId: 'c-id' }] }, onSave),
    );
    expect(combo('Index column 2').value).toBe('c-price');
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Index name' }).value).toBe(name);

    pick('Index column 2 order', 'DESC');
    const wanted: TableIndex = {
      ...added,
      name,
      parts: [{ columnId: 'c-name' }, { columnId: 'c-price', order: 'DESC' }],
    };
    expect(onSave).toHaveBeenLastCalledWith(wanted);
    expect(onSave).toHaveBeenCalledTimes(4);

    // The price pick's answer, then the order's: the panel never goes back.
    await answer(2);
    view.rerender(
      show({ ...wanted, parts: [{ columnId: 'c-name' }, { columnId: 'c-price' }] }, onSave),
    );
    expect(combo('Index column 2').value).toBe('c-price');
    expect(combo('Index column 2 order').value).toBe('DESC');
    await answer(3);
    view.rerender(show(wanted, onSave));
    expect(combo('Index column 2 order').value).toBe('DESC');

    // Nothing of Ann's is pending: another member's change shows.
    view.rerender(show({ ...wanted, name: 'by_bob' }, onSave));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Index name' }).value).toBe(
      'by_bob',
    );
  });
});
