import type { ImgHTMLAttributes } from 'react';
import { MEDIA_WIDTHS, renditionWidth, renditionWidths, type MediaFormat } from '@shop/domain';

/** The raster formats the shop's media calls serve, best first; `svg` is the source. */
export type ImageFormat = MediaFormat;

/** The widths offered in `srcset`, the ones the media calls render (domain's list). */
export const IMAGE_WIDTHS = MEDIA_WIDTHS;

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'width' | 'height'
> {
  /** The media's URL as the API gives it (`/api/v1/media/products/x.svg`). */
  src: string;
  alt: string;
  /** Intrinsic size: set so the page keeps its layout while the image loads. */
  width: number;
  height: number;
  /** How wide the image shows, as the `sizes` attribute says it. */
  sizes: string;
  /** The best format this browser decodes (the first load checks it once). */
  format: ImageFormat;
  /** Above the fold: load at once with high priority; otherwise lazily. */
  priority?: boolean;
}

/**
 * `x.svg` asked as `x.{format}?w={rendition}`: the media calls rasterise to the rendition
 * that covers `width`. A URL that is not one of the shop's `.svg` media (an editor's
 * absolute link) is left alone.
 */
export function mediaUrl(src: string, format: ImageFormat, width: number): string {
  if (!/^\/[^?#]*\.svg$/.test(src)) return src;
  return `${src.slice(0, -'.svg'.length)}.${format}?w=${renditionWidth(width)}`;
}

export function mediaSrcSet(src: string, format: ImageFormat, maxWidth: number): string {
  if (!/^\/[^?#]*\.svg$/.test(src)) return '';
  return renditionWidths(maxWidth)
    .map((width) => `${mediaUrl(src, format, width)} ${width}w`)
    .join(', ');
}

/** An image with `srcset`/`sizes`, a fixed aspect ratio and lazy loading below the fold. */
export function ResponsiveImage({
  src,
  alt,
  width,
  height,
  sizes,
  format,
  priority = false,
  ...img
}: ResponsiveImageProps) {
  const srcSet = mediaSrcSet(src, format, width);
  return (
    <img
      {...img}
      src={mediaUrl(src, format, width)}
      {...(srcSet === '' ? {} : { srcSet, sizes })}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      {...(priority ? { fetchPriority: 'high' as const } : {})}
    />
  );
}
