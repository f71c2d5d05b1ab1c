import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Hint } from './Hint';

afterEach(cleanup);

/** Focuses a control as the keyboard does: a key press first, so the focus is visible. */
function keyboardFocus(control: HTMLElement) {
  fireEvent.keyDown(document, { key: 'Tab' });
  act(() => control.focus());
}

function renderHint(props: { disabled?: boolean; onPointerEnter?: () => void } = {}) {
  render(
    <MantineProvider>
      <Hint label="Upgrade Plan" disabled={props.disabled}>
        <button type="button" aria-label="Upgrade Plan" onPointerEnter={props.onPointerEnter}>
          ★
        </button>
      </Hint>
    </MantineProvider>,
  );
  return screen.getByRole('button', { name: 'Upgrade Plan' });
}

describe('a hint', () => {
  it('shows its label while the pointer is on the control, and not after it left', () => {
    const button = renderHint();
    expect(screen.queryByRole('tooltip')).toBeNull();
    fireEvent.pointerEnter(button);
    expect(screen.getByRole('tooltip').textContent).toBe('Upgrade Plan');
    fireEvent.pointerLeave(button);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows on keyboard focus and goes on blur', () => {
    const button = renderHint();
    keyboardFocus(button);
    expect(screen.getByRole('tooltip').textContent).toBe('Upgrade Plan');
    act(() => button.blur());
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('goes on Escape', () => {
    const button = renderHint();
    keyboardFocus(button);
    expect(screen.getByRole('tooltip')).toBeTruthy();
    fireEvent.keyDown(window, { key: 'Escape' });
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it("keeps the control's own handlers and shows nothing when disabled", () => {
    let entered = 0;
    const button = renderHint({ disabled: true, onPointerEnter: () => void entered++ });
    fireEvent.pointerEnter(button);
    expect(entered).toBe(1);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('is dropped when the page scrolls under it', () => {
    const button = renderHint();
    fireEvent.pointerEnter(button);
    fireEvent.scroll(window);
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
