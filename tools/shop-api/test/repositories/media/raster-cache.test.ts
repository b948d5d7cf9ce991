import { describe, expect, it } from 'vitest';
import { createRasterCache, type Rasterise } from '../../../src/repositories/media/raster-cache';

/** A renderer that writes what it was asked and counts its calls. */
function countingRasterise() {
  const calls: string[] = [];
  const rasterise: Rasterise = async (svg, format, width) => {
    calls.push(`${svg} ${format} ${width}`);
    return Buffer.from(`${format}@${width}:${svg}`);
  };
  return { calls, rasterise };
}

describe('createRasterCache', () => {
  it('draws a rendition once and answers the next asks from memory', async () => {
    const { calls, rasterise } = countingRasterise();
    const rasters = createRasterCache({ rasterise });
    const first = await rasters.raster('<svg a/>', 'webp', 320);
    const second = await rasters.raster('<svg a/>', 'webp', 320);
    expect(second.toString()).toBe('webp@320:<svg a/>');
    expect(second).toBe(first);
    expect(calls).toEqual(['<svg a/> webp 320']);
  });

  it('keeps each format, width and drawing apart', async () => {
    const { calls, rasterise } = countingRasterise();
    const rasters = createRasterCache({ rasterise });
    await rasters.raster('<svg a/>', 'webp', 320);
    expect((await rasters.raster('<svg a/>', 'avif', 320)).toString()).toBe('avif@320:<svg a/>');
    expect((await rasters.raster('<svg a/>', 'webp', 640)).toString()).toBe('webp@640:<svg a/>');
    // A renamed product draws a new packshot: the new drawing is rendered, not the old one served.
    expect((await rasters.raster('<svg b/>', 'webp', 320)).toString()).toBe('webp@320:<svg b/>');
    expect(calls).toHaveLength(4);
  });

  it('renders once for callers asking the same rendition at the same time', async () => {
    const { calls, rasterise } = countingRasterise();
    const rasters = createRasterCache({ rasterise });
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => rasters.raster('<svg a/>', 'jpeg', 160)),
    );
    expect(new Set(answers.map(String))).toEqual(new Set(['jpeg@160:<svg a/>']));
    expect(calls).toHaveLength(1);
  });

  it('drops the least recently asked rendition past its bound', async () => {
    const { calls, rasterise } = countingRasterise();
    const rasters = createRasterCache({ rasterise, max: 2 });
    await rasters.raster('<svg a/>', 'webp', 160);
    await rasters.raster('<svg b/>', 'webp', 160);
    await rasters.raster('<svg a/>', 'webp', 160); // a is now the most recent
    await rasters.raster('<svg c/>', 'webp', 160); // b goes
    expect(calls).toHaveLength(3);
    await rasters.raster('<svg a/>', 'webp', 160);
    expect(calls).toHaveLength(3);
    await rasters.raster('<svg b/>', 'webp', 160);
    expect(calls).toHaveLength(4);
  });

  it('keeps no failure: the next ask renders again', async () => {
    let attempts = 0;
    const rasters = createRasterCache({
      rasterise: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('bad drawing');
        return Buffer.from('ok');
      },
    });
    await expect(rasters.raster('<svg a/>', 'avif', 160)).rejects.toThrow('bad drawing');
    expect((await rasters.raster('<svg a/>', 'avif', 160)).toString()).toBe('ok');
    expect(attempts).toBe(2);
  });
});
