import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MountWhenNeeded } from './MountWhenNeeded';
import { onDemand, onDemandComponent, useOnDemand } from './onDemand';

/** A dynamic import the test resolves or rejects when it chooses. */
function heldImport<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const load = vi.fn(
    () =>
      new Promise<T>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  return { load, resolve: (value: T) => resolve(value), reject: (error: unknown) => reject(error) };
}

/** Lets settled promises run their callbacks, without moving the clock. */
const flush = () => act(async () => {});

beforeEach(() => {
  // The clock stands still: anything that shows only after a timer (a Suspense reveal held back
  // for 300 ms) does not show in these tests.
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('onDemandComponent', () => {
  it('shows a dialog in the render right after its code loads, with no wait on a timer', async () => {
    const held = heldImport<(props: { title: string }) => ReactElement>();
    const Dialog = onDemandComponent(held.load);
    const { rerender } = render(
      <MountWhenNeeded when={false}>
        <Dialog title="Replace the diagram?" />
      </MountWhenNeeded>,
    );
    expect(held.load).not.toHaveBeenCalled();
    rerender(
      <MountWhenNeeded when>
        <Dialog title="Replace the diagram?" />
      </MountWhenNeeded>,
    );
    expect(held.load).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    held.resolve(({ title }) => <div role="dialog" aria-label={title} />);
    await flush();
    expect(screen.getByRole('dialog', { name: 'Replace the diagram?' })).toBeTruthy();
  });

  it('renders its fallback until the code has loaded', async () => {
    const held = heldImport<(props: { text: string }) => ReactElement>();
    const Script = onDemandComponent(held.load, ({ text }) => <pre>{text}</pre>);
    render(<Script text="CREATE TABLE a ();" />);
    expect(screen.getByText('CREATE TABLE a ();').tagName).toBe('PRE');
    held.resolve(({ text }) => <code>{text}</code>);
    await flush();
    expect(screen.getByText('CREATE TABLE a ();').tagName).toBe('CODE');
  });

  it('renders at once on a later mount, loading the code only once', async () => {
    const held = heldImport<() => ReactElement>();
    const Menu = onDemandComponent(held.load);
    const first = render(<Menu />);
    held.resolve(() => <p>Themes</p>);
    await flush();
    first.unmount();
    render(<Menu />);
    expect(screen.getByText('Themes')).toBeTruthy();
    expect(held.load).toHaveBeenCalledTimes(1);
  });
});

describe('useOnDemand', () => {
  function Probe({ when }: { when: boolean }) {
    const value = useOnDemand(code, when);
    return <p>{value ?? 'plain'}</p>;
  }
  let held = heldImport<string>();
  let code = onDemand(held.load);
  beforeEach(() => {
    held = heldImport<string>();
    code = onDemand(held.load);
  });

  it('starts nothing until wanted, then gives the loaded value', async () => {
    const { rerender } = render(<Probe when={false} />);
    expect(held.load).not.toHaveBeenCalled();
    expect(screen.getByText('plain')).toBeTruthy();
    rerender(<Probe when />);
    held.resolve('highlighted');
    await flush();
    expect(screen.getByText('highlighted')).toBeTruthy();
  });

  it('throws a failed load to the error boundary and tries again on the next need', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = render(<Probe when />);
    held.reject(new Error('chunk failed'));
    await expect(
      act(async () => {
        await Promise.resolve();
      }),
    ).rejects.toThrow('chunk failed');
    failed.unmount();
    render(<Probe when />);
    expect(held.load).toHaveBeenCalledTimes(2);
    held.resolve('second try');
    await flush();
    expect(screen.getByText('second try')).toBeTruthy();
    errors.mockRestore();
  });
});
