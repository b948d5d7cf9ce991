import { MEDIA_FORMATS } from '@shop/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rasteriseSvg } from '../../../src/repositories/media/rasterise';

/** A 96-unit pictogram, transparent outside its disc. */
const PICTO =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 48"><circle cx="48" cy="24" r="20" fill="#c2185b"/></svg>';

describe('rasteriseSvg', () => {
  it.each(MEDIA_FORMATS)(
    'draws %s at exactly the width asked, keeping the aspect ratio',
    async (format) => {
      const image = await rasteriseSvg(PICTO, format, 640);
      const { width, height, mediaType } = await sharp(image).metadata();
      expect({ width, height, mediaType }).toEqual({
        width: 640,
        height: 320,
        mediaType: `image/${format}`,
      });
    },
  );

  it('draws a small drawing large at a higher density rather than scaling up its pixels', async () => {
    const { data } = await sharp(await rasteriseSvg(PICTO, 'webp', 960))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // An upscaled 96-px bitmap has a blurred edge many pixels wide; drawn at 960 px the
    // disc's edge is crisp: almost every pixel is either fully inside or fully outside.
    let partial = 0;
    for (let alpha = 3; alpha < data.length; alpha += 4) {
      const value = data[alpha] ?? 0;
      if (value > 8 && value < 247) partial += 1;
    }
    expect(partial / (data.length / 4)).toBeLessThan(0.01);
  });

  it('puts JPEG, which has no transparency, on white', async () => {
    const { data } = await sharp(await rasteriseSvg(PICTO, 'jpeg', 160))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)].every((channel) => channel > 245)).toBe(true);
  });
});
