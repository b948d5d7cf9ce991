// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PageList, PageSummary } from '@shop/api-client';
import { renderInApp } from '../../shared/testing/render-in-app.test-utils';
import { EditorialListing } from './editorial-listing';

function newsItem(id: number, title: string): PageSummary {
  return {
    id,
    type: { technical_name: 'actualite' },
    slug: `actualite-${id}`,
    title,
    url: `/fr/actualite/actualite-${id}`,
    summary: 'En bref.',
    published: true,
    published_at: '2025-06-09T08:00:00.000Z',
    order: id,
    vertical_image: null,
    parent: null,
    brand: null,
    need: null,
    category: null,
  };
}

function renderListing(list: PageList, page: number) {
  renderInApp(
    <EditorialListing
      list={list}
      page={page}
      perPage={2}
      hrefOf={(number) => `/fr/actualites?page=${number}`}
      route="/fr/actualite/$slug"
      emptyTitle="Aucune actualité pour le moment."
      dated
    />,
  );
}

afterEach(cleanup);

describe('EditorialListing', () => {
  it('shows the cards of the page, dated, with links to the other pages', async () => {
    renderListing({ items: [newsItem(1, 'Un salon'), newsItem(2, 'Un webinaire')], total: 3 }, 1);
    const link = await screen.findByRole('link', { name: 'Un salon' });
    expect(link.getAttribute('href')).toBe('/fr/actualite/actualite-1');
    expect(screen.getAllByText('Publié le 9 juin 2025')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe(
      '/fr/actualites?page=2',
    );
  });

  it('says when the list has nothing, without pages', async () => {
    renderListing({ items: [], total: 0 }, 1);
    expect(await screen.findByText('Aucune actualité pour le moment.')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('leads back to the first page from a page past the last one', async () => {
    renderListing({ items: [], total: 3 }, 9);
    const back = await screen.findByRole('link', { name: 'Revenir à la première page' });
    expect(back.getAttribute('href')).toBe('/fr/actualites?page=1');
  });
});
