import { describe, expect, it } from 'vitest';
import {
  acceptedImageType,
  AVATAR_OUTPUT_SIZE,
  clampCropArea,
  isImageFile,
  keyboardStepAfter,
  maxZoomFor,
  MIN_CROP_SIZE,
  outputDrawArgs,
  outputMimeType,
  svgHasSize,
} from './avatarCrop';

describe('accepted files (spec 1 §5)', () => {
  it('takes only files whose type starts with image/', () => {
    expect(isImageFile({ type: 'image/png' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
    expect(isImageFile({ type: '' })).toBe(false);
  });

  it('accepts png, jpg, jpeg, heic, bmp, gif, tiff, svg, webp and icon', () => {
    const cases: [string, string, string][] = [
      ['image/png', 'a.png', 'png'],
      ['image/jpeg', 'a.jpg', 'jpeg'],
      ['image/heic', 'a.heic', 'heic'],
      ['image/bmp', 'a.bmp', 'bmp'],
      ['image/gif', 'a.gif', 'gif'],
      ['image/tiff', 'a.tif', 'tiff'],
      ['image/svg+xml', 'a.svg', 'svg'],
      ['image/webp', 'a.webp', 'webp'],
      ['image/x-icon', 'a.ico', 'icon'],
      ['image/vnd.microsoft.icon', 'favicon', 'icon'],
      ['', 'photo.JPG', 'jpg'],
    ];
    for (const [type, name, expected] of cases) {
      expect(acceptedImageType({ type, name }), `${type} ${name}`).toBe(expected);
    }
  });

  it('refuses other image types', () => {
    expect(acceptedImageType({ type: 'image/x-photoshop', name: 'a.psd' })).toBeNull();
    expect(acceptedImageType({ type: 'image/avif', name: 'a.avif' })).toBeNull();
  });
});

describe('svgHasSize (spec 1 §5)', () => {
  it('needs width and height or a viewBox on the root element', () => {
    expect(svgHasSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>')).toBe(true);
    expect(svgHasSize('<?xml version="1.0"?><svg width="10" height="20"></svg>')).toBe(true);
    expect(svgHasSize('<svg width="10"><rect stroke-width="2" height="3"/></svg>')).toBe(false);
    expect(svgHasSize('<svg><rect width="1" height="1"/></svg>')).toBe(false);
    expect(svgHasSize('not an svg')).toBe(false);
  });
});

describe('crop maths (spec 1 §9)', () => {
  it('stops zooming where the crop would cover fewer than 50 source pixels', () => {
    expect(maxZoomFor(1000, 500)).toBe(500 / MIN_CROP_SIZE);
    expect(maxZoomFor(40, 40)).toBe(1);
  });

  it('keeps the crop square, whole, inside the image and at least 50 px', () => {
    expect(clampCropArea({ x: -3.2, y: 10.6, width: 120.4, height: 120.4 }, 400, 300)).toEqual({
      x: 0,
      y: 11,
      width: 120,
      height: 120,
    });
    expect(clampCropArea({ x: 390, y: 290, width: 20, height: 20 }, 400, 300)).toEqual({
      x: 350,
      y: 250,
      width: 50,
      height: 50,
    });
    expect(clampCropArea({ x: 0, y: 0, width: 30, height: 30 }, 30, 40)).toMatchObject({
      width: 30,
      height: 30,
    });
  });

  it('scales the crop to a 200x200 output, WebP when supported else PNG', () => {
    expect(outputDrawArgs({ x: 5, y: 6, width: 100, height: 100 })).toEqual([
      5,
      6,
      100,
      100,
      0,
      0,
      AVATAR_OUTPUT_SIZE,
      AVATAR_OUTPUT_SIZE,
    ]);
    expect(outputMimeType(true)).toBe('image/webp');
    expect(outputMimeType(false)).toBe('image/png');
  });

  it('lets the digits 1 to 9 set the keyboard step', () => {
    expect(keyboardStepAfter('7', 3)).toBe(7);
    expect(keyboardStepAfter('0', 3)).toBe(3);
    expect(keyboardStepAfter('ArrowUp', 3)).toBe(3);
  });
});
