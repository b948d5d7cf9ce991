import { describe, expect, it } from 'vitest';
import { repairedPagePath } from '../../src/plugins/app/undecodable-path';

describe('repairedPagePath', () => {
  it('writes out the escapes of each segment that does not decode', () => {
    expect(repairedPagePath('/fr/%')).toBe('/fr/%25');
    expect(repairedPagePath('/fr/produit/%E0%A4%A')).toBe('/fr/produit/%25E0%25A4%25A');
    expect(repairedPagePath('/fr/quiz/%FF')).toBe('/fr/quiz/%25FF');
  });

  it('keeps the segments that decode and the query as they came', () => {
    expect(repairedPagePath('/fr/r%C3%A9sultats/%ZZ?q=%C3%A9t%C3%A9&x')).toBe(
      '/fr/r%C3%A9sultats/%25ZZ?q=%C3%A9t%C3%A9&x',
    );
  });

  it('has nothing to repair in an address that decodes', () => {
    expect(repairedPagePath('/fr/produit/lact%C3%A9a?x=%')).toBeNull();
    expect(repairedPagePath('/')).toBeNull();
  });

  it('never leads to another host', () => {
    expect(repairedPagePath('//evil.example/%')).toBe('/evil.example/%25');
    expect(repairedPagePath('///%')).toBe('/%25');
  });
});
