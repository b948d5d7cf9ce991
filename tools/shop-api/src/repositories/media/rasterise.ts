import type { MediaFormat } from '@shop/domain';
import sharp from 'sharp';

/** The density librsvg draws an SVG at unless told: one user unit, one pixel. */
const SVG_BASE_DENSITY = 72;
/** sharp's upper bound for `density`. */
const MAX_DENSITY = 100_000;

/**
 * An SVG drawn as `format`, `width` pixels wide (height by its aspect ratio). It is drawn
 * at the density that gives at least `width` pixels, so a 96-unit pictogram asked at
 * 960 px is sharp rather than a blown-up 96-pixel bitmap. (sharp 0.35 already draws an
 * SVG at the scale a resize asks; saying it outright keeps that from hanging on a version.)
 */
export async function rasteriseSvg(
  svg: string,
  format: MediaFormat,
  width: number,
): Promise<Buffer> {
  const source = Buffer.from(svg);
  const { width: drawnWidth } = await sharp(source).metadata();
  const scale = drawnWidth ? width / drawnWidth : 1;
  const density = Math.min(MAX_DENSITY, Math.max(1, Math.ceil(SVG_BASE_DENSITY * scale)));
  const image = sharp(source, { density }).resize({ width });
  switch (format) {
    case 'avif':
      // Effort 2 of 9: a few times faster than the default 4 for flat generated drawings,
      // at a size within a few per cent; the first visitor of an image waits for it.
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case 'webp':
      return image.webp({ quality: 75 }).toBuffer();
    case 'jpeg':
      // JPEG has no alpha: transparent areas become white, as on the page, not black.
      return image
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer();
  }
}
