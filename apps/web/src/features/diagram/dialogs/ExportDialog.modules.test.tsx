import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  catchDownloads,
  chooseFormat,
  exportDiagram,
  showExportDialog,
} from './exportDialog.test.harness';

// The modules the dialog loads on demand: jsPDF and svg2pdf.js for a PDF, html-to-image for PNG/JPG.
const pdf = vi.hoisted(() => ({
  made: [] as unknown[],
  drawn: [] as { element: Element; options: unknown }[],
}));
vi.mock('jspdf', () => ({
  jsPDF: class {
    constructor(options: unknown) {
      pdf.made.push(options);
    }
    output(type: string) {
      return type === 'blob' ? new Blob(['%PDF-1.3'], { type: 'application/pdf' }) : '';
    }
  },
}));
vi.mock('svg2pdf.js', () => ({
  svg2pdf: vi.fn((element: Element, _pdf: unknown, options: unknown) => {
    pdf.drawn.push({ element, options });
    return Promise.resolve(_pdf);
  }),
}));
const image = vi.hoisted(() => ({ png: vi.fn(), jpeg: vi.fn() }));
vi.mock('html-to-image', () => ({ toPng: image.png, toJpeg: image.jpeg }));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the Export dialog with its on-demand modules', () => {
  it('draws the SVG on one PDF page of the diagram, 0.75 pt a pixel', async () => {
    const files = catchDownloads();
    // The PDF's text is Helvetica: the fonts are not fetched for it.
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    showExportDialog(exportDiagram());
    chooseFormat('PDF');
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]?.name).toMatch(/^export-[\d-]+\.pdf$/);
    expect(files[0]?.blob.type).toBe('application/pdf');
    const [{ element, options } = { element: undefined, options: undefined }] = pdf.drawn;
    expect(element?.nodeName).toBe('svg');
    const width = Number(element?.getAttribute('width')) * 0.75;
    const height = Number(element?.getAttribute('height')) * 0.75;
    expect(pdf.made).toEqual([
      { orientation: 'landscape', unit: 'pt', format: [width, height], compress: true },
    ]);
    expect(options).toEqual({ x: 0, y: 0, width, height });
    expect(fetched).not.toHaveBeenCalled();
  });

  it('captures a PNG of the whole diagram at the chosen scale', async () => {
    image.png.mockResolvedValue('data:image/png;base64,AAAA');
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    const canvas = document.createElement('div');
    canvas.dataset.testid = 'diagram-canvas';
    canvas.innerHTML = '<div class="react-flow__viewport"></div>';
    document.body.append(canvas);
    const store = showExportDialog(exportDiagram());
    fireEvent.click(screen.getByRole('radio', { name: '2x' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Transparent' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Filename' }), {
      target: { value: 'shop.jpg' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(store.getState().dialog).toBeUndefined();
    await waitFor(() => expect(names).toEqual(['shop.png']));
    const [, options] = image.png.mock.calls[0] as [Element, Record<string, unknown>];
    expect(options).toMatchObject({ pixelRatio: 4, skipFonts: true });
    expect(options).not.toHaveProperty('backgroundColor');
    expect(store.getState().screenshotting).toBe(false);
  });
});
