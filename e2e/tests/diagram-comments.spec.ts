import { expect, test } from '../support/fixtures';
import {
  boxOf,
  commentItem,
  dragMouse,
  menuEntries,
  openDiagram,
  reloadVisualizer,
  settled,
  storedDiagram,
} from '../support/visualizer';

test('a second click within 500 ms edits a comment; a slower one does not', async ({ page }) => {
  const { ann, id } = await openDiagram(page, {
    comments: [{ text: 'Check the indexes', x: 0, y: 0 }],
  });
  const note = page.getByTestId('comment-node');
  const input = page.getByRole('textbox', { name: 'Comment text' });

  // The timing is what is tested here: 700 ms between the clicks is too slow (spec 2 §4).
  await note.click();
  await page.waitForTimeout(700);
  await note.click();
  await expect(input).toHaveCount(0);

  await page.waitForTimeout(700);
  await note.dblclick();
  await expect(input).toBeFocused();
  await input.fill('Index users.email');
  await input.press('Enter');
  await expect(input).toHaveCount(0);
  await expect(note).toHaveText('Index users.email');

  await settled(page);
  await reloadVisualizer(page);
  await expect(page.getByTestId('comment-node')).toHaveText('Index users.email');
  expect((await storedDiagram(ann, id)).comments.map((c) => c.text)).toEqual(['Index users.email']);
});

test('a comment resizes down to 200 x 60 and no smaller, and keeps its size', async ({ page }) => {
  const { ann, id } = await openDiagram(page, {
    comments: [{ text: 'Resize me', x: 0, y: 0, width: 320, height: 140 }],
  });
  const note = page.getByTestId('comment-node');
  expect(await boxOf(note)).toMatchObject({ width: 320, height: 140 });

  await note.click();
  const corner = commentItem(page, 'Resize me').locator(
    '.react-flow__resize-control.handle.bottom.right',
  );
  let grip = await boxOf(corner);
  const from = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
  await dragMouse(page, from, { x: from.x + 80, y: from.y + 40 });
  await expect.poll(async () => (await boxOf(note)).width).toBe(400);
  expect((await boxOf(note)).height).toBe(180);
  await settled(page);

  // Far smaller than allowed: it stops at the spec's minimum (spec 2 §9).
  grip = await boxOf(corner);
  const again = { x: grip.x + grip.width / 2, y: grip.y + grip.height / 2 };
  await dragMouse(page, again, { x: again.x - 400, y: again.y - 300 });
  await expect.poll(async () => (await boxOf(note)).width).toBe(200);
  expect((await boxOf(note)).height).toBe(60);

  await settled(page);
  await reloadVisualizer(page);
  expect(await boxOf(page.getByTestId('comment-node'))).toMatchObject({ width: 200, height: 60 });
  expect((await storedDiagram(ann, id)).comments).toEqual([
    expect.objectContaining({ x: 0, y: 0, width: 200, height: 60 }),
  ]);
});

test('a comment is deleted from its menu (DEL) or with the Delete key', async ({ page }) => {
  const { ann, id } = await openDiagram(page, {
    comments: [
      { text: 'First thought', x: 0, y: 0 },
      { text: 'Second thought', x: 0, y: 200 },
    ],
  });

  await commentItem(page, 'First thought').click({ button: 'right' });
  await expect(menuEntries(page)).toHaveText(['Delete CommentDEL']);
  await menuEntries(page).filter({ hasText: 'Delete Comment' }).click();
  await expect(commentItem(page, 'First thought')).toHaveCount(0);

  await commentItem(page, 'Second thought').click();
  await expect(commentItem(page, 'Second thought')).toHaveClass(/selected/);
  await page.keyboard.press('Delete');
  await expect(page.getByTestId('comment-node')).toHaveCount(0);

  await settled(page);
  await reloadVisualizer(page);
  await expect(page.getByTestId('comment-node')).toHaveCount(0);
  expect((await storedDiagram(ann, id)).comments).toEqual([]);
});
