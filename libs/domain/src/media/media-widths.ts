/**
 * The raster renditions the shop's media calls serve beside each `.svg` source: the SPA
 * asks `x.{format}?w={width}` and the shop API renders exactly these, nothing else, so a
 * caller cannot make it render (and cache) an unbounded number of sizes.
 */

/** The widths offered in `srcset`: a phone card, a desktop card, a retina page image. */
export const MEDIA_WIDTHS = [160, 320, 480, 640, 960] as const;
export type MediaWidth = (typeof MEDIA_WIDTHS)[number];

/** The raster formats, best first: a browser takes the first one it decodes. */
export const MEDIA_FORMATS = ['avif', 'webp', 'jpeg'] as const;
export type MediaFormat = (typeof MEDIA_FORMATS)[number];
