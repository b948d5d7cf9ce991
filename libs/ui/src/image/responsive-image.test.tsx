import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MEDIA_WIDTHS } from '@shop/domain';
import { mediaSrcSet, mediaUrl, ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  it('asks the media call for the chosen format at each width', () => {
    expect(mediaUrl('/api/v1/media/products/zinc.svg', 'webp', 320)).toBe(
      '/api/v1/media/products/zinc.webp?w=320',
    );
    expect(mediaSrcSet('/api/v1/media/products/zinc.svg', 'avif', 240)).toBe(
      [160, 320, 480].map((w) => `/api/v1/media/products/zinc.avif?w=${w} ${w}w`).join(', '),
    );
  });

  it('offers in srcset only the widths the media calls render', () => {
    const offered = mediaSrcSet('/api/v1/media/brands/lactea.svg', 'webp', 2000)
      .split(', ')
      .map((candidate) => Number(candidate.split(' ')[1]?.replace(/w$/, '')));
    expect(offered).toEqual([...MEDIA_WIDTHS]);
  });

  it('asks only widths the media calls render, however small or large the image shows', () => {
    for (const shown of [1, 48, 64, 96, 159, 161, 700, 961, 4000]) {
      const asked = Number(
        new URL(mediaUrl('/m/a.svg', 'avif', shown), 'http://x').searchParams.get('w'),
      );
      expect(MEDIA_WIDTHS).toContain(asked);
      expect(asked >= shown || asked === Math.max(...MEDIA_WIDTHS)).toBe(true);
      expect(mediaSrcSet('/m/a.svg', 'avif', shown)).not.toBe('');
    }
    // A 64 px picto: one 160 px rendition, which covers a 2× screen.
    expect(mediaUrl('/m/a.svg', 'avif', 64)).toBe('/m/a.avif?w=160');
    expect(mediaSrcSet('/m/a.svg', 'avif', 64)).toBe('/m/a.avif?w=160 160w');
  });

  it('leaves an address that is not a shop media alone', () => {
    expect(mediaUrl('https://cdn.example/a.png', 'avif', 320)).toBe('https://cdn.example/a.png');
    expect(mediaSrcSet('https://cdn.example/a.svg', 'avif', 320)).toBe('');
  });

  it('keeps its size, loads lazily below the fold and eagerly above it', () => {
    const { rerender } = render(
      <ResponsiveImage
        src="/m/a.svg"
        alt="Zinc"
        width={240}
        height={240}
        sizes="50vw"
        format="jpeg"
      />,
    );
    const image = screen.getByRole('img', { name: 'Zinc' });
    expect(image.getAttribute('width')).toBe('240');
    expect(image.getAttribute('height')).toBe('240');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('sizes')).toBe('50vw');
    rerender(
      <ResponsiveImage
        src="/m/a.svg"
        alt="Zinc"
        width={240}
        height={240}
        sizes="50vw"
        format="jpeg"
        priority
      />,
    );
    expect(screen.getByRole('img', { name: 'Zinc' }).getAttribute('loading')).toBe('eager');
  });
});
