// The compare view of Version Control (issue 19): 1000 tables, a saved version, then edits of
// about a quarter of them (renamed tables, changed and added columns, dropped tables); the time to
// open the comparison and the frame rate of panning and zooming it.
import type { APIRequestContext, APIResponse, Page } from 'playwright-core';
import { importTables } from '../diagram/importTables';
import { pan, settled, zoom } from '../diagram/measure';
import { frames } from '../diagram/results';
import { medianOfRuns } from '../diagram/server';
import type { BenchResult, BenchSuite } from '../types';

const TABLES = 1000;
const RUNS = Number(process.env.BENCH_DIAGRAM_RUNS ?? 1);
const PERIOD_MS = 3000;

/** The response, or an error naming the request that failed (a figure of a broken run is no figure). */
async function ok(response: Promise<APIResponse>): Promise<APIResponse> {
  const r = await response;
  if (!r.ok()) throw new Error(`${r.url()}: ${r.status()} ${await r.text()}`);
  return r;
}

interface Table {
  id: string;
  name: string;
  attributes: { id: string; name: string }[];
}

/** Edits a quarter of the diagram through the API: renames, a changed type, an added column, drops. */
async function editDiagram(request: APIRequestContext, url: string, projectId: string) {
  const headers = { origin: url };
  const base = `/api/projects/${projectId}`;
  const diagram = (await (await ok(request.get(`${base}/diagram`))).json()) as { tables: Table[] };
  // Every fourth table, spread over the whole diagram.
  const tables = diagram.tables.filter((_, i) => i % 4 === 0);
  let i = 0;
  for (const table of tables) {
    i++;
    if (i % 5 === 0) {
      await ok(request.delete(`${base}/tables/${table.id}`, { headers }));
      continue;
    }
    const amount = table.attributes.find((c) => c.name === 'amount');
    await ok(
      request.patch(`${base}/tables/${table.id}`, {
        headers,
        data: {
          ...(i % 2 === 0 ? { name: `${table.name}_renamed` } : {}),
          patches: [
            ...(amount
              ? [{ op: 'update', id: amount.id, changes: { type: 'numeric(14,2)' } }]
              : []),
            {
              op: 'add',
              attribute: {
                id: `bench-${i}`,
                name: 'added_at',
                type: 'timestamp',
                isPrimaryKey: false,
                isNullable: true,
                isUnique: false,
                isAutoIncrement: false,
              },
            },
          ],
        },
      }),
    );
  }
}

async function measure(page: Page, url: string, projectId: string): Promise<BenchResult[]> {
  await importTables(page, projectId, TABLES);
  const version = (await (
    await ok(
      page.request.post(`/api/projects/${projectId}/versions`, {
        headers: { origin: url },
        data: { name: 'Before the edits' },
      }),
    )
  ).json()) as { id: string };
  await editDiagram(page.request, url, projectId);
  const t0 = Date.now();
  await page.goto(`/app/projects/${projectId}/visualizer?compare=${version.id}`);
  await page.getByText(/\d+ changes/).waitFor({ timeout: 120_000 });
  await page.locator('[data-testid="table-node"][data-change]').first().waitFor();
  await settled(page);
  const out: BenchResult[] = [
    {
      name: `open the comparison until drawn and responsive, ${TABLES} tables`,
      value: Date.now() - t0,
      unit: 'ms',
      lowerIsBetter: true,
    },
  ];
  await page.mouse.click(5, 400);
  out.push(...frames('compare:', TABLES, 'pan', await pan(page, PERIOD_MS)));
  out.push(...frames('compare:', TABLES, 'zoom', await zoom(page, PERIOD_MS)));
  await page.getByRole('button', { name: 'Fit', exact: true }).click();
  await settled(page);
  out.push(...frames('compare, fitted:', TABLES, 'pan', await pan(page, PERIOD_MS)));
  return out;
}

/** The compare view benchmark of issue 19; BENCH_DIAGRAM_RUNS=3 prints the medians of three runs. */
export const suite: BenchSuite = {
  name: 'compare',
  run: () => medianOfRuns('compare', RUNS, measure),
};
