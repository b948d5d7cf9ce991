import { MEDIA_FORMATS } from '@shop/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('page illustrations as rasters on $name', (kind) => {
  const api = useSeededApp(kind);

  it.each(MEDIA_FORMATS)('serves a page and the home illustration as %s', async (format) => {
    for (const [path, width] of [
      [`/media/pages/1.${format}?w=640`, 640],
      [`/media/pages/home.${format}?w=160`, 160],
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
  });

  it('answers 404 image_not_found for an unknown page and 400 for a width outside the list', async () => {
    const missing = await api.get('/media/pages/999999.webp?w=320');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('image_not_found');
    const odd = await api.get('/media/pages/1.webp?w=321');
    expect(odd.status).toBe(400);
    expect(odd.body.error).toMatchObject({ code: 'invalid_input', fields: { w: 'invalid_value' } });
  });
});
