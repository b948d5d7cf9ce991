import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { brandTokens, contrastRatio } from './brand-theme';

describe('brandTokens', () => {
  it('keeps the brand colour and picks readable text on it', () => {
    const tokens = brandTokens('#2E7D9A');
    expect(tokens?.['--color-brand']).toBe('#2e7d9a');
    expect(tokens?.['--color-brand-contrast']).toBe('#ffffff');
    expect(brandTokens('#f5e663')?.['--color-brand-contrast']).toBe('#000000');
  });

  it('refuses what is not #rrggbb', () => {
    expect(brandTokens('red')).toBeNull();
    expect(brandTokens('#fff')).toBeNull();
    expect(brandTokens('#12345g')).toBeNull();
  });

  it('always gives a strong colour that reads at 4.5:1 on the page surfaces, and text at 4.5:1 on the brand', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 0xffffff }), (value) => {
        const tokens = brandTokens(`#${value.toString(16).padStart(6, '0')}`);
        expect(tokens).not.toBeNull();
        if (!tokens) return;
        // --color-surface and --color-surface-alt of tokens.css.
        for (const surface of ['#ffffff', '#f3f6f2']) {
          expect(contrastRatio(tokens['--color-brand-strong'], surface)).toBeGreaterThanOrEqual(
            4.5,
          );
        }
        expect(
          contrastRatio(tokens['--color-brand'], tokens['--color-brand-contrast']),
        ).toBeGreaterThanOrEqual(4.5);
      }),
    );
  });
});
