import {
  AVATAR_OUTPUT_QUALITY,
  AVATAR_OUTPUT_SIZE,
  IMAGE_LOAD_RETRIES,
  IMAGE_LOAD_RETRY_MS,
  outputDrawArgs,
  outputMimeType,
  type PixelArea,
} from './model/avatarCrop';

/**
 * Loads an image and waits until its size is known, giving up after about 40 checks 50 ms apart
 * (spec 1 §4), or at once when the browser cannot decode it.
 */
export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    let checks = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      if (image.complete && image.naturalWidth > 0) return resolve(image);
      checks += 1;
      if (checks >= IMAGE_LOAD_RETRIES) return reject(new Error('The image did not load in time.'));
      timer = setTimeout(check, IMAGE_LOAD_RETRY_MS);
    };
    image.onerror = () => {
      clearTimeout(timer);
      reject(new Error('The image could not be decoded.'));
    };
    image.src = src;
    check();
  });
}

let webpSupport: boolean | undefined;

/** Whether this browser's canvas can encode WebP (checked once). */
export function canvasSupportsWebp(): boolean {
  if (webpSupport === undefined) {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    webpSupport = canvas.toDataURL('image/webp').startsWith('data:image/webp');
  }
  return webpSupport;
}

/**
 * Draws the crop of an image onto a 200x200 canvas and encodes it as WebP (or PNG) at quality
 * 0.92 (spec 1 §9). An SVG is rasterised on the way, since the server takes no SVG.
 */
export function cropToBlob(image: HTMLImageElement, area: PixelArea): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = AVATAR_OUTPUT_SIZE;
  canvas.height = AVATAR_OUTPUT_SIZE;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('This browser cannot draw the avatar.'));
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, ...outputDrawArgs(area));
  const type = outputMimeType(canvasSupportsWebp());
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('The avatar could not be encoded.'))),
      type,
      AVATAR_OUTPUT_QUALITY,
    );
  });
}
