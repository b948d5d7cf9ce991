/**
 * The raster renditions the shop's media calls serve beside each `.svg` source: the SPA
 * asks `x.{format}?w={width}` and the shop API renders exactly these, nothing else, so a
 * caller cannot make it render (and cache) an unbounded number of sizes.
 */

/** The widths offered in `srcset`: a phone card, a desktop card, a retina page image. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];
const WIDEST: MediaWidth = MEDIA_WIDTHS.at(-1) ?? MEDIA_WIDTHS[0];

/**
 * The rendition to draw an image shown `width` CSS pixels wide: the narrowest that covers
 * it, or the widest there is. Any other width is refused by the media calls (400).
 */
export function renditionWidth(width: number): MediaWidth {
  return MEDIA_WIDTHS.find((rendered) => rendered >= width) ?? WIDEST;
}

/** The renditions worth offering in `srcset`: up to the one that covers `width` on a 2× screen. */
export function renditionWidths(width: number): MediaWidth[] {
  const widest = renditionWidth(width * 2);
  return MEDIA_WIDTHS.filter((rendered) => rendered <= widest);
}

/** The raster formats, best first: a browser takes the first one it decodes. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
