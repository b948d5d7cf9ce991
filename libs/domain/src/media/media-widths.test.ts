import { describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS, renditionWidth, renditionWidths } from './media-widths';

describe('renditionWidth', () => {
  it('takes the narrowest rendition that covers the width shown', () => {
    expect(renditionWidth(1)).toBe(160);
    expect(renditionWidth(64)).toBe(160);
    expect(renditionWidth(160)).toBe(160);
    expect(renditionWidth(161)).toBe(320);
    expect(renditionWidth(900)).toBe(960);
  });

  it('takes the widest one for an image wider than every rendition', () => {
    expect(renditionWidth(4000)).toBe(960);
  });
});

describe('renditionWidths', () => {
  it('offers the renditions up to the one covering a 2× screen', () => {
    expect(renditionWidths(64)).toEqual([160]);
    expect(renditionWidths(240)).toEqual([160, 320, 480]);
    expect(renditionWidths(241)).toEqual([160, 320, 480, 640]);
    expect(renditionWidths(2000)).toEqual([...MEDIA_WIDTHS]);
  });
});
