import { MEDIA_FORMATS, MEDIA_WIDTHS } from '@shop/domain';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { rasteriseSvg } from '../../../src/repositories/media/rasterise';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('catalogue media as rasters on $name', (kind) => {
  // The real renderer, watched: how many times the route really draws an image.
  const renders = vi.fn(rasteriseSvg);
  const api = useSeededApp(kind, { rasterise: renders });

  it.each(MEDIA_FORMATS)(
    'serves packshot, logo and pictogram as %s at the width asked',
    async (format) => {
      for (const [path, width] of [
        [`/media/products/intima.${format}?w=320`, 320],
        [`/media/brands/lactea.${format}?w=160`, 160],
        [`/media/needs/femme.${format}?w=960`, 960],
      ] as const) {
        const response = await api.request(path);
        expect(response.statusCode, path).toBe(200);
        expect(response.headers['content-type'], path).toBe(`image/${format}`);
        expect(response.headers['cache-control'], path).toBe('public, max-age=86400');
        const metadata = await sharp(response.rawPayload).metadata();
        expect({ type: metadata.mediaType, width: metadata.width }, path).toEqual({
          type: `image/${format}`,
          width,
        });
      }
    },
  );

  it('draws at the largest width when none is asked', async () => {
    const response = await api.request('/media/products/intima.webp');
    expect(response.statusCode).toBe(200);
    expect((await sharp(response.rawPayload).metadata()).width).toBe(MEDIA_WIDTHS.at(-1));
  });

  it('answers a second ask of the same image from memory, without drawing again', async () => {
    const path = '/media/products/magnesium-marin-90-comprimes.avif?w=480';
    const before = renders.mock.calls.length;
    const first = await api.request(path);
    expect(renders.mock.calls.length).toBe(before + 1);
    const second = await api.request(path);
    expect(renders.mock.calls.length).toBe(before + 1);
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    // Another width of the same packshot is another drawing.
    await api.request('/media/products/magnesium-marin-90-comprimes.avif?w=640');
    expect(renders.mock.calls.length).toBe(before + 2);
  });

  it('answers 404 image_not_found for an unknown slug, in every format', async () => {
    for (const extension of ['svg', ...MEDIA_FORMATS]) {
      const { status, body } = await api.get(`/media/products/inconnu.${extension}?w=320`);
      expect(status, extension).toBe(404);
      expect(body.error.code, extension).toBe('image_not_found');
    }
  });

  it('refuses a width outside the list, and an unknown format, with 400', async () => {
    for (const query of ['w=200', 'w=0', 'w=-160', 'w=1e9', 'w=abc', 'w=320&w=640']) {
      const { status, body } = await api.get(`/media/products/intima.jpeg?${query}`);
      expect(status, query).toBe(400);
      expect(body.error, query).toMatchObject({
        code: 'invalid_input',
        fields: { w: expect.any(String) },
      });
    }
    const png = await api.get('/media/products/intima.png?w=320');
    expect(png.status).toBe(400);
    expect(png.body.error.code).toBe('invalid_input');
    expect(renders).not.toHaveBeenCalledWith(expect.anything(), expect.anything(), 200);
  });
});
