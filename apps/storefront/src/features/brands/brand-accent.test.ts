// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '@shop/ui';
import { brandAccentRef } from './brand-accent';

describe('brandAccentRef', () => {
  it('pairs the brand colour with a text colour that reads on it', () => {
    const header = document.createElement('header');
    brandAccentRef('#d9822b')(header);
    const brand = header.style.getPropertyValue('--color-brand');
    expect(brand).toBe('#d9822b');
    expect(
      contrastRatio(brand, header.style.getPropertyValue('--color-brand-contrast')),
    ).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps the shop theme for a colour it cannot read', () => {
    const header = document.createElement('header');
    brandAccentRef('rouge')(header);
    expect(header.getAttribute('style')).toBeNull();
  });
});
