import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EXPORT_TYPE_MESSAGE } from '../model/exportName';
import {
  blobText,
  catchDownloads,
  chooseFormat,
  exportDiagram,
  showExportDialog,
} from './exportDialog.test.harness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const options = () => screen.getAllByRole('option').map((o) => o.textContent);
const scale = () => screen.queryByRole('radiogroup', { name: 'Scale' });
const transparent = () => screen.queryByRole('checkbox', { name: 'Transparent' });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Export' }));

describe('the Export dialog', () => {
  it('offers PNG, JPG, SVG, PDF and Mermaid, PNG first', () => {
    showExportDialog(exportDiagram());
    expect(screen.getByRole<HTMLInputElement>('combobox', { name: 'Format' }).value).toBe('PNG');
    fireEvent.click(screen.getByRole('combobox', { name: 'Format' }));
    expect(options()).toEqual(['PNG', 'JPG', 'SVG', 'PDF', 'Mermaid']);
  });

  it('shows each option only for the formats it applies to', async () => {
    showExportDialog(exportDiagram());
    const shown = () => ({
      scale: scale() !== null,
      transparent: transparent() !== null,
      mermaid: screen.queryByRole('textbox', { name: 'Mermaid' }) !== null,
    });
    expect(shown()).toEqual({ scale: true, transparent: true, mermaid: false });
    chooseFormat('JPG');
    expect(shown()).toEqual({ scale: true, transparent: false, mermaid: false });
    chooseFormat('SVG');
    expect(shown()).toEqual({ scale: false, transparent: true, mermaid: false });
    chooseFormat('PDF');
    expect(shown()).toEqual({ scale: false, transparent: false, mermaid: false });
    chooseFormat('Mermaid');
    await screen.findByRole('textbox', { name: 'Mermaid' });
    expect(shown()).toEqual({ scale: false, transparent: false, mermaid: true });
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('starts at 1x and says before the export when the canvas limit cuts the scale', () => {
    // About 3800 px of diagram: 2x (pixel ratio 4) fits within 16384 px, 3x does not.
    showExportDialog(exportDiagram(3200));
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '1x' }).checked).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: '3x' }));
    expect(screen.getByRole('status').textContent).toMatch(
      /^At this size the image is limited to 2(\.\d)?x\.$/,
    );
    fireEvent.click(screen.getByRole('radio', { name: '2x' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('saves the SVG with Arimo embedded when the font files load', async () => {
    const files = catchDownloads();
    const fetched = vi.fn((url: string) => {
      expect(url).toMatch(/arimo-latin-(400|700)-normal\.woff2/);
      return Promise.resolve(new Response(new Uint8Array([119, 79, 70, 50]), { status: 200 }));
    });
    vi.stubGlobal('fetch', fetched);
    const store = showExportDialog(exportDiagram());
    chooseFormat('SVG');
    fireEvent.change(screen.getByRole('textbox', { name: 'Filename' }), {
      target: { value: 'shop' },
    });
    submit();
    await waitFor(() => expect(files).toHaveLength(1));
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(files[0]?.name).toBe('shop.svg');
    expect(files[0]?.blob.type).toBe('image/svg+xml;charset=utf-8');
    const svg = await blobText(files[0]?.blob);
    expect(svg).toContain('<svg');
    expect(svg).toContain(
      "@font-face{font-family:'Arimo';src:url(data:font/woff2;base64,d09GMg==) format('woff2');font-weight:400}",
    );
    expect(svg).toContain('font-weight:700}');
    expect(svg).toContain("font-family:'Arimo', ");
    expect(svg).toContain('>customers<');
    expect(store.getState().dialog).toBeUndefined();
  });

  it('saves the SVG without an embedded font when the files cannot be fetched', async () => {
    const files = catchDownloads();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    showExportDialog(exportDiagram());
    chooseFormat('SVG');
    submit();
    await waitFor(() => expect(files).toHaveLength(1));
    const svg = await blobText(files[0]?.blob);
    expect(svg).toContain('<svg');
    expect(svg).not.toContain('@font-face');
    expect(svg).not.toContain('Arimo');
  });

  it('downloads the Mermaid ER diagram as .mmd, the text it shows to copy', async () => {
    const files = catchDownloads();
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    showExportDialog(exportDiagram());
    chooseFormat('Mermaid');
    const shown = (await screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Mermaid' }))
      .value;
    expect(shown.startsWith('erDiagram\n')).toBe(true);
    submit();
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toMatch(/^export-[\d-]+\.mmd$/);
    const text = await blobText(files[0]?.blob);
    expect(text.startsWith('erDiagram')).toBe(true);
    expect(text).toBe(shown);
    expect(text).toContain('customers |o--o{ orders');
    // From the diagram alone: no request (a share link's reader has no project API).
    expect(fetched).not.toHaveBeenCalled();
  });

  it('copies the Mermaid text', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    showExportDialog(exportDiagram());
    chooseFormat('Mermaid');
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    await act(() => Promise.resolve());
    expect(writeText).toHaveBeenCalledWith(expect.stringMatching(/^erDiagram\n/));
    expect(await screen.findByRole('button', { name: 'Copied!' })).toBeTruthy();
  });

  it('keeps the spec message for a type it does not offer', () => {
    expect(EXPORT_TYPE_MESSAGE).toBe(
      'Export type not supported yet. Please use PNG or JPEG for screenshots.',
    );
  });
});
