import { breadcrumbJsonLd, buildBreadcrumb } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '../activate-locale';
import { messages } from '../locales/fr/messages.po';
import {
  BREADCRUMB_MESSAGES,
  describeBreadcrumbCode,
  describeCrumbLabel,
} from './breadcrumb-messages';

beforeAll(() => activateLocale('fr'));

describe('the breadcrumb labels', () => {
  it('are all in the catalogue', () => {
    for (const descriptor of Object.values(BREADCRUMB_MESSAGES)) {
      expect(messages[descriptor.id], descriptor.id).toBeDefined();
    }
  });

  it('read a product reviews breadcrumb in French, and name its structured data', () => {
    const crumbs = buildBreadcrumb({
      pageType: 'product_reviews',
      entity: { label: { text: 'Magnésium marin' }, path: '/fr/produit/magnesium-marin' },
    });
    expect(crumbs.map((crumb) => describeCrumbLabel(crumb.label))).toEqual([
      'Accueil',
      'Produits',
      'Magnésium marin',
      'Avis',
    ]);
    const jsonLd = breadcrumbJsonLd(crumbs, 'https://www.aubepine.example', describeBreadcrumbCode);
    expect(jsonLd.itemListElement.map((item) => item.name)).toEqual([
      'Accueil',
      'Produits',
      'Magnésium marin',
      'Avis',
    ]);
  });
});
