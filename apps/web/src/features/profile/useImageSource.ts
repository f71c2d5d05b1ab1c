import { useEffect, useState } from 'react';
import { loadImage } from './cropImage';
import {
  acceptedImageType,
  IMAGE_NOT_LOADED_MESSAGE,
  INVALID_IMAGE_TYPE_MESSAGE,
  svgHasSize,
  SVG_WITHOUT_SIZE_MESSAGE,
} from './model/avatarCrop';

/** A file opened for cropping: its object URL and decoded image, or why it cannot be cropped. */
export type ImageSource =
  | { status: 'loading' }
  | { status: 'ready'; url: string; image: HTMLImageElement }
  | { status: 'invalid'; message: string };

async function openImage(file: File, url: string): Promise<ImageSource> {
  const type = acceptedImageType(file);
  if (!type) return { status: 'invalid', message: INVALID_IMAGE_TYPE_MESSAGE };
  if (type === 'svg' && !svgHasSize(await file.text())) {
    return { status: 'invalid', message: SVG_WITHOUT_SIZE_MESSAGE };
  }
  try {
    return { status: 'ready', url, image: await loadImage(url) };
  } catch (error) {
    console.warn('The avatar image could not be loaded.', error);
    return { status: 'invalid', message: IMAGE_NOT_LOADED_MESSAGE };
  }
}

/** Opens a file for the crop dialog (spec 1 §5 types, SVG size rule) and frees it afterwards. */
export function useImageSource(file: File | null): ImageSource {
  const [source, setSource] = useState<{ file: File; value: ImageSource } | null>(null);
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    let current = true;
    void openImage(file, url).then((value) => {
      if (current) setSource({ file, value });
    });
    return () => {
      current = false;
      URL.revokeObjectURL(url);
    };
  }, [file]);
  return source && source.file === file ? source.value : { status: 'loading' };
}
