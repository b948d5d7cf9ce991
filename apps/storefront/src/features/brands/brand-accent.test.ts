import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@shop/ui';
import { brandAccentStyle } from './brand-accent';

describe('brandAccentStyle', () => {
  it('pairs the brand colour with a text colour that reads on it', () => {
    const style = brandAccentStyle('#d9822b') as Record<string, string>;
    expect(style['--color-brand']).toBe('#d9822b');
    expect(
      contrastRatio(style['--color-brand'] ?? '', style['--color-brand-contrast'] ?? ''),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the shop theme for a colour it cannot read', () => {
    expect(brandAccentStyle('rouge')).toBeUndefined();
  });
});
