import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, waitForApp } from '../support/fixtures';
import { createProject, person } from '../support/people';
import { BASE_URL } from '../support/ports';

const BIN = path.resolve(import.meta.dirname, '../../packages/core/bin/relata.mjs');

/** Runs `relata projects` as CI would, with the token in RELATA_TOKEN. */
async function relataProjects(token: string): Promise<{ code: number; out: string; err: string }> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [BIN, 'projects'], {
      env: {
        ...process.env,
        RELATA_URL: BASE_URL,
        RELATA_TOKEN: token,
        RELATA_CONFIG: '/dev/null/none',
      },
    });
    return { code: 0, out: stdout, err: stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout, err: failed.stderr };
  }
}

test('Access tokens in the Security tab: created, copied once, listed, revoked for the CLI', async ({
  page,
}) => {
  const ann = await person(page, 'Ann');
  const projectId = await createProject(ann, 'Shop schema', '', 'postgresql');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/app/settings?tab=security');
  await waitForApp(page);
  await expect(page.getByText('No access tokens yet.')).toBeVisible();

  await page.getByRole('button', { name: 'Create token' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create access token' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill('GitHub Actions');
  await dialog.getByRole('radio', { name: 'Read and write' }).check();
  await dialog.getByRole('button', { name: 'Create token' }).click();

  const created = page.getByRole('dialog', { name: 'Token created' });
  await expect(created).toContainText('it is shown only this once');
  const field = created.getByRole('textbox', { name: 'Token "GitHub Actions"' });
  const token = await field.inputValue();
  expect(token).toMatch(/^relata_pat_[A-Za-z0-9_-]{43}$/);
  await created.getByRole('button', { name: 'Copy' }).click();
  await expect(created.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
  await created.getByRole('button', { name: 'Done' }).click();
  await expect(created).toBeHidden();

  const list = page.getByRole('list', { name: 'Access tokens' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem')).toContainText('GitHub Actions');
  await expect(list.getByRole('listitem')).toContainText('Read and write');
  await expect(list.getByRole('listitem')).toContainText('All projects');
  await expect(list.getByRole('listitem')).toContainText('Never used');
  await expect(page.getByText(token)).toHaveCount(0);

  // The command reaches the project with it; its use shows in the list on the next visit.
  const before = await relataProjects(token);
  expect(before.code, before.err).toBe(0);
  expect(before.out).toBe(`${projectId}  postgresql  Shop schema\n`);
  await page.reload();
  await waitForApp(page);
  await expect(list.getByRole('listitem')).toContainText('from 127.0.0.1');

  await list.getByRole('button', { name: 'Revoke GitHub Actions' }).click();
  const confirmation = page.getByRole('dialog', { name: 'Revoke token' });
  await confirmation.getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No access tokens yet.')).toBeVisible();

  const after = await relataProjects(token);
  expect(after).toEqual({
    code: 2,
    out: '',
    err: 'relata: The access token is invalid, expired or revoked.\n',
  });
});
