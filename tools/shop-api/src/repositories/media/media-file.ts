import { MEDIA_FORMATS, MEDIA_WIDTHS } from '@shop/domain';
import * as v from 'valibot';
import type { RasterCache } from './raster-cache';

/** What a media call may be asked for: the SVG source or one of its raster renditions. */
export const MEDIA_EXTENSIONS = ['svg', ...MEDIA_FORMATS] as const;
export type MediaExtension = (typeof MEDIA_EXTENSIONS)[number];

export const MEDIA_CONTENT_TYPES: Record<MediaExtension, string> = {
  svg: 'image/svg+xml',
  avif: 'image/avif',
  webp: 'image/webp',
  jpeg: 'image/jpeg',
};

/** The largest width: what a raster asked without `w` is drawn at. */
export const DEFAULT_MEDIA_WIDTH = MEDIA_WIDTHS.at(-1) ?? MEDIA_WIDTHS[0];

/**
 * `?w=`: one of the domain's widths, nothing else (a caller cannot have us draw and keep
 * any size it likes). Left out, the largest: an `<img src="x.webp">` written by hand
 * still gets a sharp image. The SVG ignores it.
 */
export const MediaQuerySchema = v.object({
  w: v.optional(v.picklist(MEDIA_WIDTHS), DEFAULT_MEDIA_WIDTH),
});

/** `^(name)\.(svg|avif|webp|jpeg)$`: the file name a media route accepts. */
export const mediaFilePattern = (name: string) =>
  new RegExp(`^(${name})\\.(${MEDIA_EXTENSIONS.join('|')})$`);

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
