import type { Page } from 'playwright-core';

/** Lists and tasks of the benchmark board (issue 7: 20 lists and 1000 tasks). */
export const BOARD_LISTS = 20;
export const BOARD_TASKS = 1000;

const TAGS = [
  { name: 'schema', color: '#4263eb' },
  { name: 'performance', color: '#d9480f' },
  { name: 'migration', color: '#2b8a3e' },
];

async function call<T>(
  page: Page,
  origin: string,
  method: string,
  path: string,
  data?: unknown,
): Promise<T> {
  const response = await page.request.fetch(path, {
    method,
    headers: { origin },
    ...(data === undefined ? {} : { data }),
  });
  if (!response.ok())
    throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Signs a user up through the dev outbox's verification link, finishes onboarding and answers a new project's id. */
export async function signUpWithProject(page: Page, url: string): Promise<string> {
  const email = `bench-board-${Date.now()}@example.com`;
  await call(page, url, 'POST', '/api/account/sign-up', {
    email,
    password: 'correct horse battery',
    acceptTerms: true,
  });
  const mail = await call<{ mails: { links: string[] }[] }>(
    page,
    url,
    'GET',
    `/api/dev/mail?to=${encodeURIComponent(email)}`,
  );
  await page.goto(mail.mails[0]?.links[0] ?? '/');
  await call(page, url, 'PATCH', '/api/account/profile', {
    firstname: 'Bench',
    onboarding_finished: true,
  });
  return (await call<{ id: string }>(page, url, 'POST', '/api/projects', { name: 'Board bench' }))
    .id;
}

/**
 * Fills the project's board through the API: 20 lists of 50 tasks, every third task with a tag.
 * Positions are given, so the lists fill in parallel without racing for "last plus 1".
 */
export async function seedBoard(page: Page, url: string, projectId: string): Promise<void> {
  const base = `/api/projects/${projectId}`;
  const tags = await Promise.all(
    TAGS.map((t) => call<{ id: string }>(page, url, 'POST', `${base}/tags`, t)),
  );
  const lists = [];
  for (let l = 0; l < BOARD_LISTS; l++)
    lists.push(
      await call<{ id: string }>(page, url, 'POST', `${base}/task-lists`, {
        name: `Stage ${l + 1}`,
      }),
    );
  const perList = BOARD_TASKS / BOARD_LISTS;
  for (let i = 0; i < perList; i++) {
    await Promise.all(
      lists.map((list, l) =>
        call(page, url, 'POST', `${base}/tasks`, {
          task_list_id: list.id,
          name: `Task ${l + 1}.${i + 1}: check the indexes of table t${i}`,
          position: i,
          tag_ids: i % 3 === 0 ? [tags[(i + l) % tags.length]?.id] : [],
        }),
      ),
    );
  }
}
