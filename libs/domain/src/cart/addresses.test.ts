import { describe, expect, it } from 'vitest';
import { checkAddressDeletion, replaceAddress } from './addresses';

const home = {
  id: 1,
  label: 'Maison',
  city: 'Lyon',
  is_invoice_default: true,
  is_delivery_default: false,
};
const office = {
  id: 2,
  label: 'Bureau',
  city: 'Paris',
  is_invoice_default: false,
  is_delivery_default: true,
};
const parents = {
  id: 3,
  label: 'Parents',
  city: 'Nantes',
  is_invoice_default: false,
  is_delivery_default: false,
};

describe('replaceAddress', () => {
  it('replaces the address with the same id where it stands and keeps the others', () => {
    const moved = { ...office, city: 'Marseille' };
    const next = replaceAddress([home, office, parents], moved);
    expect(next).toEqual([home, moved, parents]);
    expect(next[0]).toBe(home);
    expect(next[2]).toBe(parents);
  });

  it('appends an address the list did not hold yet', () => {
    expect(replaceAddress([home, office], parents)).toEqual([home, office, parents]);
    expect(replaceAddress([], home)).toEqual([home]);
  });

  it('does not change the list it was given', () => {
    const list = [home, office];
    replaceAddress(list, { ...home, city: 'Dijon' });
    expect(list).toEqual([home, office]);
  });
});

describe('checkAddressDeletion', () => {
  it('refuses to delete the default billing or the default delivery address', () => {
    expect(checkAddressDeletion(home)).toEqual({ ok: false, code: 'address_is_default' });
    expect(checkAddressDeletion(office)).toEqual({ ok: false, code: 'address_is_default' });
  });

  it('lets any other address go', () => {
    expect(checkAddressDeletion(parents)).toEqual({ ok: true });
  });
});
