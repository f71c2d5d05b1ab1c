import type { Locator, Page } from '@playwright/test';
import { expect, mailLinks, signUp, test, waitForApp } from '../support/fixtures';
import { createProject, person } from '../support/people';

/**
 * Issue 17 item 1: a click is never lost to a moving button. In every form that validates on
 * blur, an invalid value is typed and the submit button is pressed and released at one point,
 * as a person clicks: the press blurs the field, and the submit must still happen.
 */
interface LostClickCase {
  form: string;
  /** Opens the form (signing up where it needs a session) and answers where it is. */
  open: (page: Page) => Promise<Locator>;
  field: string;
  value: string;
  submit: string;
  /** What only the submit shows: the form's error summary or a field's message it reveals. */
  outcome: string | RegExp;
}

/** Opens a path of the app and waits until it can be used. */
async function visit(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  await waitForApp(page);
  return page.locator('body');
}

/** A signed-up user's new project, opened at the given page of it. */
async function ownProject(page: Page, subpath: string): Promise<Locator> {
  const ada = await person(page, 'Ada');
  const id = await createProject(ada, 'Orders');
  return visit(page, `/app/projects/${id}/${subpath}`);
}

/** The reset-password form, reached through a reset mail's link. */
async function resetPasswordForm(page: Page): Promise<Locator> {
  const email = await signUp(page);
  await page.context().clearCookies();
  await visit(page, '/request-reset-password');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByRole('button', { name: 'Send reset email' }).click();
  await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
  const verification = 1;
  const [link] = await mailLinks(email, verification + 1);
  return visit(page, link ?? '');
}

const CASES: LostClickCase[] = [
  {
    form: 'Create Project',
    open: async (page) => {
      await signUp(page);
      return visit(page, '/app/projects/create');
    },
    field: 'Project Name',
    value: 'a',
    submit: 'Create Project',
    outcome: 'Please fix the errors in the form before submitting.',
  },
  {
    form: 'Edit Project',
    open: (page) => ownProject(page, 'edit'),
    field: 'Project Name',
    value: 'a',
    submit: 'Save Project',
    outcome: 'Please fix the errors in the form before submitting.',
  },
  {
    form: 'Invite a Team Member',
    open: async (page) => {
      await ownProject(page, 'team');
      await page.getByRole('button', { name: 'Invite User' }).click();
      return page.getByRole('dialog', { name: 'Invite a Team Member' });
    },
    field: 'Invitee Email',
    value: 'ada',
    submit: 'Invite User',
    outcome: 'Please fill in the required fields.',
  },
  {
    form: 'Login',
    open: (page) => visit(page, '/login'),
    field: 'Email',
    value: 'ada',
    submit: 'Login',
    outcome: 'Password is required',
  },
  {
    form: 'Reset Password',
    open: resetPasswordForm,
    field: 'New Password',
    value: 'short',
    submit: 'Save new password',
    outcome: /Confirm Password is required/,
  },
  {
    form: 'Change Password',
    open: async (page) => {
      await signUp(page);
      return visit(page, '/app/settings?tab=password');
    },
    field: 'New Password',
    value: 'abc',
    submit: 'Change Password',
    outcome: 'Current Password is required',
  },
];

/** Presses and releases the pointer at the centre of `target`, without moving in between. */
async function clickInPlace(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the button is not on screen');
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.up();
}

for (const c of CASES) {
  test(`${c.form}: a click on the submit button that blurs an invalid field submits`, async ({
    page,
  }) => {
    const form = await c.open(page);
    await form.getByRole('textbox', { name: c.field, exact: true }).fill(c.value);
    await clickInPlace(page, form.getByRole('button', { name: c.submit, exact: true }));
    await expect(form.getByText(c.outcome).first()).toBeVisible();
  });
}
