import { describe, expect, it } from 'vitest';
import { civilityOrNone } from './civility';

describe('civilityOrNone', () => {
  it('keeps a civility the forms offer and leaves anything else to choose', () => {
    expect(civilityOrNone('Madame')).toBe('Madame');
    expect(civilityOrNone('Monsieur')).toBe('Monsieur');
    expect(civilityOrNone('M.')).toBe('');
    expect(civilityOrNone(null)).toBe('');
    expect(civilityOrNone(undefined)).toBe('');
  });
});
