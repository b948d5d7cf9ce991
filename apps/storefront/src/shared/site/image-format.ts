import { atom, getDefaultStore } from 'jotai';
import type { MediaFormat } from '@shop/domain';

/** The best image format the browser decodes; the image pieces ask the API for it. */
export type ImageFormat = MediaFormat;

export const imageFormatAtom = atom<ImageFormat>('jpeg');

// One-pixel images: decoding them is the only reliable support check.
const SAMPLES: readonly [ImageFormat, string][] = [
  [
    'avif',
    'data:image/avif;base64,AAAAIGZ0eXBhdmlmAAAAAGF2aWZtaWYxbWlhZk1BMUIAAADybWV0YQAAAAAAAAAoaGRscgAAAAAAAAAAcGljdAAAAAAAAAAAAAAAAGxpYmF2aWYAAAAADnBpdG0AAAAAAAEAAAAeaWxvYwAAAABEAAABAAEAAAABAAABGgAAAB0AAAAoaWluZgAAAAAAAQAAABppbmZlAgAAAAABAABhdjAxQ29sb3IAAAAAamlwcnAAAABLaXBjbwAAABRpc3BlAAAAAAAAAAIAAAACAAAAEHBpeGkAAAAAAwgICAAAAAxhdjFDgQ0MAAAAABNjb2xybmNseAACAAIAAYAAAAAXaXBtYQAAAAAAAAABAAEEAQKDBAAAACVtZGF0EgAKCBgANogQEAwgMg8f8D///8WfhwB8+ErK42A=',
  ],
  ['webp', 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA'],
];

function decodes(source: string): Promise<boolean> {
  if (typeof Image === 'undefined') return Promise.resolve(false);
  const image = new Image();
  image.src = source;
  return image.decode().then(
    () => image.width > 0,
    () => false,
  );
}

/** Finds the format once, at the first load, and keeps it in `imageFormatAtom`. */
export async function detectImageFormat(store = getDefaultStore()): Promise<ImageFormat> {
  let format: ImageFormat = 'jpeg';
  for (const [candidate, source] of SAMPLES) {
    if (await decodes(source)) {
      format = candidate;
      break;
    }
  }
  store.set(imageFormatAtom, format);
  return format;
}
