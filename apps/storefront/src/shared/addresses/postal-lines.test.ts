import { describe, expect, it } from 'vitest';
import type { Address } from '@shop/api-client';
import { postalLines } from './postal-lines';

describe('postalLines', () => {
  it('writes the address as a letter carries it, without its blank lines', () => {
    const address = {
      civility: 'Madame',
      firstname: 'Élise',
      lastname: 'Fontaine',
      address_line_1: '5 rue Paul Bert',
      address_line_2: null,
      address_line_3: '',
      zipcode: '69003',
      city: 'Lyon',
    } as unknown as Address;
    expect(postalLines(address)).toEqual([
      'Madame Élise Fontaine',
      '5 rue Paul Bert',
      '69003 Lyon',
    ]);
  });
});
