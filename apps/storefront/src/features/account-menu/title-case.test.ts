import { describe, expect, it } from 'vitest';
import { titleCase } from './title-case';

describe('titleCase', () => {
  it('capitalises each word of a name typed in any case', () => {
    expect(titleCase('marie-claire DE LA FONTAINE')).toBe('Marie-Claire De La Fontaine');
    expect(titleCase('MARIE DURAND')).toBe('Marie Durand');
  });

  it('starts a word after an apostrophe, straight or curly', () => {
    expect(titleCase("jean d'ORMESSON")).toBe("Jean D'Ormesson");
    expect(titleCase('anne o’neil')).toBe('Anne O’Neil');
  });

  it('keeps accented letters and lowers them after the first', () => {
    expect(titleCase('ÉLODIE LEFÈVRE')).toBe('Élodie Lefèvre');
    expect(titleCase('éric')).toBe('Éric');
  });

  it('tidies the spaces around and between words', () => {
    expect(titleCase('  marie   durand ')).toBe('Marie Durand');
    expect(titleCase('')).toBe('');
  });
});
