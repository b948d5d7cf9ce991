import { describe, expect, it } from 'vitest';
import { cityOf } from './use-city-lookup';

describe('the city of the address form', () => {
  it('is the only commune of the postcode, whatever was chosen before', () => {
    expect(cityOf('', ['Lyon'])).toBe('Lyon');
    expect(cityOf('Brignais', ['Lyon'])).toBe('Lyon');
  });

  it('is the choice among several communes, and nothing until one is chosen', () => {
    expect(cityOf('', ['Brignais', 'Orliénas'])).toBe('');
    expect(cityOf('Orliénas', ['Brignais', 'Orliénas'])).toBe('Orliénas');
  });

  it('is nothing while the postcode gives no commune', () => {
    expect(cityOf('Lyon', [])).toBe('');
  });
});
