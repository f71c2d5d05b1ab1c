import type { Page } from '@playwright/test';
import { importDdl } from '@relata/core';
import { expect, test } from '../support/fixtures';
import { api, createProject, open, person } from '../support/people';
import { settled, tableNamed } from '../support/visualizer';

// Issue 36, item B12: nothing floats over a control. On the main screens, at a desktop and a
// phone's size, with a toast showing, every focusable control whose centre is in the viewport is
// the element found at its centre (or holds it, or is held by it): no toast, assistant button,
// prompt bar or other floating element lies over it.

const SCRIPT = [
  'CREATE TABLE customers (id integer PRIMARY KEY, email text NOT NULL UNIQUE, name text);',
  'CREATE TABLE orders (id integer PRIMARY KEY, customer_id integer REFERENCES customers (id), total numeric, placed_at timestamp);',
  'CREATE INDEX orders_total_idx ON orders (total);',
  'CREATE INDEX orders_placed_idx ON orders (placed_at);',
].join('\n');

const SIZES = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;

/** The controls whose centre, in the viewport and not clipped away, is under another element. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const FOCUSABLE = 'button, a[href], input, select, textarea, [tabindex]:not([tabindex="-1"])';
    const describe = (el: Element) => {
      const name =
        el.getAttribute('aria-label') ??
        el.getAttribute('placeholder') ??
        (el.textContent ?? '').trim().slice(0, 40);
      const testId = el.closest('[data-testid]')?.getAttribute('data-testid');
      return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${name}"${testId ? ` in ${testId}` : ''}`;
    };
    /** Whether an ancestor's overflow clips the point away (the control is scrolled out of sight). */
    const clippedAway = (el: Element, x: number, y: number) => {
      for (let a = el.parentElement; a; a = a.parentElement) {
        const style = getComputedStyle(a);
        if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
        const r = a.getBoundingClientRect();
        if (x < r.left || x > r.right || y < r.top || y > r.bottom) return true;
      }
      return false;
    };
    const covered: string[] = [];
    for (const el of Array.from(document.querySelectorAll(FOCUSABLE))) {
      if (el.closest('[inert], [aria-hidden="true"]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') continue;
      const box = el.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) continue;
      if (clippedAway(el, x, y)) continue;
      const top = document.elementFromPoint(x, y);
      if (!top || top === el || el.contains(top) || top.contains(el)) continue;
      covered.push(`${describe(el)} under ${describe(top)}`);
    }
    return covered;
  });
}

/** Shows a toast that stays, as a save or an error would. */
async function showToast(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.__relataToast?.({
      title: 'Success',
      message: 'The project was saved successfully.',
      duration: 600_000,
    }),
  );
  await expect(page.getByTestId('toast')).toBeVisible();
  // The page makes room for the toast when the browser next renders (a ResizeObserver sets
  // --relata-toast-room before that frame is painted): the check reads the page as it is painted
  // then, two frames on, not the layout between the toast's insertion and that frame.
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.style.getPropertyValue('--relata-toast-room')),
    )
    .toMatch(/^[1-9]\d*(\.\d+)?px$/);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

test('no focusable control lies under a toast, the assistant or the prompt bar, at 1440 and 390 px', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const ada = await person(page, 'Ada');
  const projectId = await createProject(ada, `Shop ${Date.now()}`, '', 'postgresql');
  const { model } = importDdl(SCRIPT, 'postgresql');
  await api(ada, 'POST', `/api/projects/${projectId}/diagram/import`, { mode: 'replace', model });
  const base = `/app/projects/${projectId}`;
  const screens: {
    name: string;
    path: string;
    narrowOnly?: boolean;
    ready: () => Promise<void>;
  }[] = [
    {
      name: 'dashboard',
      path: '/app',
      ready: () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    },
    {
      name: 'project',
      path: base,
      ready: () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    },
    {
      name: 'team',
      path: `${base}/team`,
      ready: () => expect(page.getByRole('table', { name: 'Team members' })).toBeVisible(),
    },
    {
      // A phone opens the visualizer on the canvas; a desktop with the side panel open too.
      name: 'visualizer',
      narrowOnly: true,
      path: `${base}/visualizer?table=orders`,
      ready: async () => {
        await expect(page.getByTestId('visualizer')).toHaveAttribute('aria-busy', 'false');
        await expect(tableNamed(page, 'orders')).toBeVisible();
        await settled(page);
      },
    },
    {
      name: 'visualizer panel',
      path: `${base}/visualizer?table=orders`,
      ready: async () => {
        await expect(page.getByTestId('visualizer')).toHaveAttribute('aria-busy', 'false');
        // A phone opens on the canvas alone; the panel then fills the screen.
        const toggle = page.getByRole('button', { name: 'Side panel' });
        if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
        const pane = page.getByTestId('side-pane');
        await expect(pane.getByLabel('Table name')).toHaveValue('orders');
        await expect(pane.getByRole('checkbox', { name: 'Foreign key' }).first()).toBeVisible();
        await settled(page);
      },
    },
    {
      name: 'SQL editor',
      path: `${base}/sql-editor`,
      ready: () => expect(page.getByRole('heading', { name: 'SQL Editor' })).toBeVisible(),
    },
    {
      name: 'tasks',
      path: `${base}/tasks`,
      ready: () => expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible(),
    },
  ];
  for (const size of SIZES) {
    await page.setViewportSize(size);
    for (const screen of screens) {
      if (screen.narrowOnly && size.width > 600) continue;
      await open(ada, screen.path);
      await screen.ready();
      await showToast(page);
      expect.soft(await coveredControls(page), `${screen.name} at ${size.width} px`).toEqual([]);
    }
  }
});
