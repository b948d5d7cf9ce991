import type { MediaExtension } from '@shop/api-client/contract';
import type { RasterCache } from './raster-cache';

/** `zinc.webp` → `{ name: 'zinc', extension: 'webp' }` (the route's pattern checked it). */
export function splitMediaFile(file: string): { name: string; extension: MediaExtension } {
  const dot = file.lastIndexOf('.');
  return { name: file.slice(0, dot), extension: file.slice(dot + 1) as MediaExtension };
}

/** The body of a media reply: the SVG itself, or its rendition from the cache. */
export async function mediaBody(
  svg: string,
  extension: MediaExtension,
  width: number,
  rasters: RasterCache,
): Promise<string | Buffer> {
  if (extension === 'svg') return svg;
  return rasters.raster(svg, extension, width);
}
