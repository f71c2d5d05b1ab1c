import { MantineProvider } from '@mantine/core';
import { IconArrowBackUp } from '@tabler/icons-react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ToolButton } from './ToolButton';
import classes from './toolButton.module.css';

afterEach(cleanup);

describe('the toolbar button of both editors', () => {
  it('is named by its action, shows its shortcut in the tooltip and fades when it cannot run', async () => {
    let clicks = 0;
    render(
      <MantineProvider>
        <ToolButton
          action={{ label: 'Undo', shortcut: 'Ctrl+Z' }}
          icon={IconArrowBackUp}
          disabled
          onClick={() => void clicks++}
        />
        <ToolButton
          action={{ label: 'Add Table', shortcut: 'INS' }}
          icon={IconArrowBackUp}
          disabled={false}
          onClick={() => void clicks++}
        />
      </MantineProvider>,
    );
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect((undo as HTMLButtonElement).disabled).toBe(true);
    // The fade rule of toolButton.module.css (not Mantine's grey box) applies in both editors.
    expect(undo.classList.contains(classes.tool ?? 'missing')).toBe(true);
    const add = screen.getByRole('button', { name: 'Add Table' });
    fireEvent.click(add);
    expect(clicks).toBe(1);
    fireEvent.pointerEnter(add);
    expect((await screen.findByRole('tooltip')).textContent).toBe('Add Table (INS)');
  });
});
