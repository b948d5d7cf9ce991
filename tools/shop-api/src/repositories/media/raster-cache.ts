import { createHash } from 'node:crypto';
import type { MediaFormat } from '@shop/domain';
import { LRUCache } from 'lru-cache';
import { rasteriseSvg } from './rasterise';

export type Rasterise = typeof rasteriseSvg;

export interface RasterCacheOptions {
  /** Renditions kept at most. */
  max?: number;
  /** Bytes kept at most, all renditions together. */
  maxBytes?: number;
  /** Draws an SVG as a raster; tests pass a counting one. */
  rasterise?: Rasterise;
}

interface RenderRequest {
  svg: string;
  format: MediaFormat;
  width: number;
}

/** The rasters already drawn, least recently asked dropped first. */
export interface RasterCache {
  raster(svg: string, format: MediaFormat, width: number): Promise<Buffer>;
}

/**
 * Rasterising costs tens to hundreds of milliseconds (AVIF most), so each rendition is
 * drawn once and kept. The key is the SVG's own hash, not its slug: a renamed product
 * draws a new packshot instead of serving the old one, and callers asking the same
 * rendition at once share one rendering.
 */
export function createRasterCache({
  max = 200,
  maxBytes = 32 * 1024 * 1024,
  rasterise = rasteriseSvg,
}: RasterCacheOptions = {}): RasterCache {
  const cache = new LRUCache<string, Buffer, RenderRequest>({
    max,
    maxSize: maxBytes,
    sizeCalculation: (buffer) => Math.max(1, buffer.byteLength),
    fetchMethod: (_key, _stale, { context }) =>
      rasterise(context.svg, context.format, context.width),
  });
  return {
    raster(svg, format, width) {
      const hash = createHash('sha256').update(svg).digest('base64url');
      return cache.forceFetch(`${format}:${width}:${hash}`, { context: { svg, format, width } });
    },
  };
}
