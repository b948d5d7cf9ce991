import { describe, expect, it } from 'vitest';
import { readNeedAddress } from './need-address';

describe('readNeedAddress', () => {
  it('reads a need named by its own slug', () => {
    expect(readNeedAddress('femme')).toEqual({ slug: 'femme', parentSlug: null });
  });

  it('reads a sub-need written under its parent', () => {
    expect(readNeedAddress('femme/confort-intime')).toEqual({
      slug: 'confort-intime',
      parentSlug: 'femme',
    });
  });

  it('refuses deeper addresses: the tree has two levels', () => {
    expect(readNeedAddress('femme/confort-intime/autre')).toBeNull();
  });
});
