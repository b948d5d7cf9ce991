import { isNotFound } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { OrderIdSchema, PageNumberSchema, SlugSchema } from '@shop/domain';
import { paramOrNotFound } from './route-param';

function thrownBy(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('paramOrNotFound', () => {
  it('gives the parsed value of a parameter that follows its rule', () => {
    expect(paramOrNotFound(OrderIdSchema, '42')).toBe(42);
    expect(paramOrNotFound(SlugSchema, 'femme/confort-intime')).toBe('femme/confort-intime');
  });

  it('turns a parameter that breaks its rule into the 404 page', () => {
    for (const [schema, raw] of [
      [OrderIdSchema, '42abc'],
      [PageNumberSchema, '0'],
      [SlugSchema, 'Majuscules'],
      [SlugSchema, '../etc'],
    ] as const) {
      expect(isNotFound(thrownBy(() => paramOrNotFound(schema, raw)))).toBe(true);
    }
  });
});
