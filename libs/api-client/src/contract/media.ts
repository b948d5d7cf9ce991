/**
 * The generated images the shop API serves under `/media` (packshots, logos, pictograms,
 * page illustrations): an SVG source, or a raster of it at one of the domain's widths.
 */
import * as v from 'valibot';
import { MEDIA_FORMATS, MEDIA_WIDTHS } from '@shop/domain';

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
  w: v.pipe(
    v.optional(v.picklist(MEDIA_WIDTHS), DEFAULT_MEDIA_WIDTH),
    v.description('Width in pixels of a raster (avif, webp, jpeg); the SVG ignores it'),
  ),
});

/** `^(name)\.(svg|avif|webp|jpeg)$`: the file name a media route accepts. */
export const mediaFilePattern = (name: string) =>
  new RegExp(`^(${name})\\.(${MEDIA_EXTENSIONS.join('|')})$`);

/** `/media/{products|brands|needs}/{slug}.{extension}`. */
export const MediaFileParamsSchema = v.object({
  file: v.pipe(
    v.string(),
    v.regex(mediaFilePattern('[a-z0-9-]{1,120}')),
    v.description("The slug of the product, brand or need, then the format's extension"),
  ),
});

/** `/media/pages/{id|home}.{extension}`. */
export const PageMediaParamsSchema = v.object({
  name: v.pipe(
    v.string(),
    v.regex(mediaFilePattern('\\d{1,9}|home')),
    v.description("A page id (or `home`), then the format's extension"),
  ),
});

/** The media types a media call may answer. */
export const MEDIA_IMAGE_TYPES = Object.values(MEDIA_CONTENT_TYPES);
