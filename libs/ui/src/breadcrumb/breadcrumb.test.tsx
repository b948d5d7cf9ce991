import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildBreadcrumb } from '@shop/domain';
import { Breadcrumb, type BreadcrumbLinkProps } from './breadcrumb';

const PlainLink = ({ href, children }: BreadcrumbLinkProps) => <a href={href}>{children}</a>;

describe('Breadcrumb', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'fr', messages: {} }));

  it('links every crumb but the current page, and emits the same crumbs as JSON-LD', () => {
    const crumbs = buildBreadcrumb({
      pageType: 'account',
      entity: { label: { code: 'my_orders' }, path: '/fr/mon-compte/commandes' },
    });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Breadcrumb crumbs={crumbs} origin="https://shop.example" link={PlainLink} />
      </I18nProvider>,
    );
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Accueil', 'Mon compte']);
    expect(within(nav).getByText('Mes commandes')).toHaveProperty('ariaCurrent', 'page');

    const data = JSON.parse(container.querySelector('script')?.textContent ?? '{}');
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Accueil',
      'Mon compte',
      'Mes commandes',
    ]);
    expect(data.itemListElement[2].item).toBe('https://shop.example/fr/mon-compte/commandes');
  });

  it('escapes markup in entity titles inside the structured data', () => {
    const crumbs = buildBreadcrumb({
      pageType: 'need',
      entity: { label: { text: '</script><b>x' }, path: '/fr/besoin/x' },
    });
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <Breadcrumb crumbs={crumbs} origin="https://shop.example" link={PlainLink} />
      </I18nProvider>,
    );
    expect(container.querySelectorAll('script')).toHaveLength(1);
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('script')?.innerHTML).toContain('\\u003c/script>');
  });
});
