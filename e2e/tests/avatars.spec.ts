import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createProject, open, person } from '../support/people';
import { openVisualizer } from '../support/visualizer';

// Issue 36, item A7: one person showed as "DA" in one place and "DR" in another, in two colours.

/** What an avatar shows without a picture: its letters and its colour. */
async function face(avatar: Locator): Promise<{ initials: string; colour: string }> {
  await expect(avatar).toBeVisible();
  return avatar.evaluate((el) => ({
    initials: (el.textContent ?? '').trim(),
    // Mantine paints the initials' background on the avatar's placeholder.
    colour: getComputedStyle(el.querySelector('.mantine-Avatar-placeholder') ?? el).backgroundColor,
  }));
}

test('a person has the same initials in the same colour in the header, the diagram and the team', async ({
  page,
}) => {
  // Ada Tester: the sign-up's last name, the first name from her profile.
  const ada = await person(page, 'Ada');
  const id = await createProject(ada, 'Shop', '', 'postgresql');
  await openVisualizer(ada, id);
  const header = await face(
    page.getByRole('button', { name: /Account menu/ }).getByRole('img', { name: 'Ada Tester' }),
  );
  expect(header.initials).toBe('AT');
  const here = await face(page.getByTestId('presence').getByLabel('Ada Tester'));
  expect(here).toEqual(header);

  await open(ada, `/app/projects/${id}/team`);
  const member = await face(
    page.getByRole('table', { name: 'Team members' }).getByRole('img', { name: 'Ada Tester' }),
  );
  expect(member).toEqual(header);
});
