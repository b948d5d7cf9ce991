import { i18n } from '@lingui/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatArticleCount } from './article-count';
import { warmUpNumberFormat } from './warm-up-number-format';

const NumberFormat = Intl.NumberFormat;

/** Counts the `Intl.NumberFormat`s built from now on, each one still a real formatter. */
function countBuiltNumberFormats(): { calls: unknown[][] } {
  return vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
    this: unknown,
    ...args: [string[], Intl.NumberFormatOptions]
  ) {
    return new NumberFormat(...args);
  } as unknown as typeof Intl.NumberFormat).mock;
}

describe('warmUpNumberFormat', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('builds the formatter that a plural’s count then reuses', () => {
    // A locale of its own: Lingui's formatter cache is per locale list and process-wide.
    i18n.loadAndActivate({ locale: 'fr-CA', messages: {} });
    const built = countBuiltNumberFormats();

    warmUpNumberFormat();
    expect(built.calls).toHaveLength(1);
    expect(built.calls[0]?.[0]).toContain('fr-CA');

    expect(formatArticleCount(3)).toBe('3 articles');
    expect(formatArticleCount(0)).toBe('0 article');
    expect(built.calls).toHaveLength(1);
  });
});
