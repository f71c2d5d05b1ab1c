import type { Page } from '@playwright/test';

/** A file for setInputFiles. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A PNG of the given size drawn by the browser: a colour gradient with a circle. */
export async function pngFile(page: Page, width: number, height: number): Promise<TestFile> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#4257d6');
      gradient.addColorStop(1, '#ff8787');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ffffff';
      context.beginPath();
      context.arc(w / 2, h / 2, Math.min(w, h) / 4, 0, Math.PI * 2);
      context.fill();
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return { name: 'portrait.png', mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** An SVG file, with or without a size of its own. */
export function svgFile(withSize: boolean): TestFile {
  const size = withSize ? ' viewBox="0 0 100 100"' : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg"${size}><circle cx="50" cy="50" r="40" fill="#e8590c"/></svg>`;
  return { name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(svg) };
}
