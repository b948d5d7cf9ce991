import { describe, expect, it } from 'vitest';
import type { Menu } from '@shop/api-client';
import { fixedFooterPaths } from './footer-links';
import { footerMenuGroups } from './footer-menu-groups';

const menu: Menu = {
  code: 'footer',
  label: 'Menu du pied de page',
  items: [
    {
      code: 'help',
      label: 'Aide',
      slug: null,
      childs: [
        { label: 'Nous contacter', slug: 'contact' },
        { label: 'Trouver une pharmacie', slug: 'trouver-une-pharmacie' },
      ],
    },
    {
      code: 'legal',
      label: 'Informations légales',
      slug: null,
      childs: [{ label: 'Mentions légales', slug: 'mentions-legales' }],
    },
    { code: 'promo', label: 'Promotions', slug: 'promotions', childs: [] },
  ],
};

describe('footerMenuGroups', () => {
  it('keeps the menu links the footer does not already show, under /fr/', () => {
    expect(footerMenuGroups(menu, fixedFooterPaths())).toEqual([
      {
        key: 'help',
        title: 'Aide',
        path: null,
        links: [{ label: 'Trouver une pharmacie', path: '/fr/trouver-une-pharmacie' }],
      },
      { key: 'promo', title: 'Promotions', path: '/fr/promotions', links: [] },
    ]);
  });

  it('has no group without a menu', () => {
    expect(footerMenuGroups(undefined, new Set())).toEqual([]);
  });
});
