import type { Page } from '@playwright/test';
import { expect } from './fixtures';
import { api, createProject, open, person } from './people';

/** A desktop surface as the palette's Add Desktop Wireframe makes it, for seeding. */
export const DESKTOP_SURFACE = {
  type: 'surface',
  name: 'Desktop 1',
  parent_id: null,
  x: 0,
  y: 0,
  width: 1920,
  height: 1080,
  properties: { device: 'desktop', backgroundColor: '#ffffff' },
};

/** The box and font properties of a seeded component. */
export const WIRE_STYLE = {
  fontSize: 16,
  fontWeight: 400,
  backgroundColor: '#ffffff',
  borderColor: '#adb5bd',
  borderWidth: 1,
  borderStyle: 'solid',
};

/** Components of several kinds, as the palette places them, on one desktop surface. */
function parts(surface: string) {
  const at = (type: string, name: string, x: number, y: number, properties: object) => ({
    type,
    name,
    parent_id: surface,
    x,
    y,
    width: 140,
    height: 42,
    properties: { ...WIRE_STYLE, ...properties },
  });
  return [
    at('button', 'Save', 40, 40, { text: 'Save' }),
    at('input', 'Email', 40, 120, { placeholder: 'Email' }),
    at('checkbox', 'Remember', 40, 200, { text: 'Remember me' }),
    at('text', 'Title', 260, 40, { text: 'Welcome' }),
    {
      ...at('datatable', 'Orders', 260, 120, { columns: ['id', 'total'], rows: [['1', '9']] }),
      width: 300,
      height: 120,
    },
    { ...at('chart', 'Sales', 600, 40, {}), width: 200, height: 150 },
    { ...at('image', 'Logo', 600, 220, {}), width: 75, height: 75 },
  ];
}

/** Ada's project with a desktop surface holding components of several kinds, its editor open. */
export async function openWireframes(page: Page): Promise<string[]> {
  const ada = await person(page, 'Ada');
  const projectId = await createProject(ada, `Wire ${Date.now()}`);
  const base = `/api/projects/${projectId}/wireframes/components`;
  const [surface] = await api<{ id: string }[]>(ada, 'POST', base, {
    components: [DESKTOP_SURFACE],
  });
  const placed = await api<{ id: string }[]>(ada, 'POST', base, {
    components: parts(surface?.id ?? ''),
  });
  await open(ada, `/app/projects/${projectId}/wireframes`);
  await expect(page.getByTestId('wire-component')).toHaveCount(placed.length);
  return placed.map((c) => c.id);
}
