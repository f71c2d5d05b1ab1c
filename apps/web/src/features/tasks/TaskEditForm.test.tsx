import { MantineProvider } from '@mantine/core';
import type { Tag } from '@relata/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testTask } from '../../test/taskFixtures';
import { TaskEditForm } from './TaskEditForm';

afterEach(cleanup);

const PROJECT = '00000000-0000-4000-8000-000000000001';
const tag = (n: number, name: string): Tag => ({
  id: `00000000-0000-4000-8000-00000000010${n}`,
  project_id: PROJECT,
  name,
  color: '#333333',
});
const bug = tag(1, 'bug');
const ui = tag(2, 'ui');

const task = testTask('00000000-0000-4000-8000-000000000201', {
  project_id: PROJECT,
  name: 'Fix login',
  position: 1,
  tags: [bug, ui],
});

function renderForm(tags: readonly Tag[], onSave = vi.fn(() => Promise.resolve())) {
  const ui = (list: readonly Tag[]) => (
    <MantineProvider>
      <TaskEditForm
        task={task}
        tags={list}
        onSave={onSave}
        onCancel={() => undefined}
        onCreateTag={() => Promise.resolve(null)}
      />
    </MantineProvider>
  );
  const view = render(ui(tags));
  return { onSave, rerender: (list: readonly Tag[]) => view.rerender(ui(list)) };
}

describe('TaskEditForm', () => {
  it('drops a tag deleted while the form is open from what it shows and saves', async () => {
    const { onSave, rerender } = renderForm([bug, ui]);
    // Someone deletes the tag "bug" (live): the open form no longer carries it.
    rerender([ui]);
    fireEvent.change(screen.getByRole('textbox', { name: /Name/ }), {
      target: { value: 'Fix the login' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    // Only the name is this person's edit: the deleted tag is neither sent nor counted as removed.
    expect(onSave).toHaveBeenCalledWith({
      name: 'Fix the login',
      base: { name: 'Fix login' },
    });
  });

  it('saves a tag change without the deleted tag, which the server would refuse', async () => {
    const { onSave, rerender } = renderForm([bug, ui]);
    rerender([ui]);
    // The person removes "ui": the tags left to save are none, not the deleted "bug".
    const pill = screen.getByText('ui', { selector: '.mantine-Pill-label' });
    const remove = pill.parentElement?.querySelector('button');
    expect(remove).toBeTruthy();
    fireEvent.click(remove as HTMLButtonElement);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith({ tag_ids: [], base: { tag_ids: [ui.id] } });
    expect(screen.queryByText('bug', { selector: '.mantine-Pill-label' })).toBeNull();
  });
});
