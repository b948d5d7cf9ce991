// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CustomerServiceBlock } from './customer-service-block';
import { renderInApp } from '../../shared/testing/render-in-app.test-utils';

const LABORATORY = {
  address: {
    name: 'Laboratoires Aubépine',
    street: '12 rue des Tilleuls',
    zipcode: '69003',
    city: 'Lyon',
    country: 'France',
  },
  phone: { display: '04 78 60 12 00', link: 'tel:+33478601200' },
  fax: { display: '04 78 60 12 35', link: 'fax:+33478601235' },
};

function siteData(settings: { code: string; values: string[] }[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(['settings'], { items: settings, total: settings.length });
  queryClient.setQueryData(['countries'], {
    items: [{ code: 'FR', contact: { laboratory: LABORATORY } }],
    total: 1,
  });
  return queryClient;
}

afterEach(cleanup);

describe('CustomerServiceBlock', () => {
  it('gives the phone line, the back office hours and the call-back request', async () => {
    renderInApp(<CustomerServiceBlock variant="compact" />, {
      queryClient: siteData([
        { code: 'customer_service_phone', values: ['04 78 60 12 34', 'tel:+33478601234'] },
        { code: 'customer_service_hours', values: ['Du lundi au vendredi de 9h à 12h30'] },
      ]),
    });
    expect(
      (
        await screen.findByRole('link', { name: '04\u00a078\u00a060\u00a012\u00a034' })
      ).getAttribute('href'),
    ).toBe('tel:+33478601234');
    expect(screen.getByText('Du lundi au vendredi de 9h à 12h30')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Être rappelé par le service client' }).getAttribute('href'),
    ).toBe('/fr/contact?sujet=rappel');
    expect(screen.queryByText(/Par fax/)).toBeNull();
  });

  it('falls back to the laboratory line and the spec’s hours', async () => {
    renderInApp(<CustomerServiceBlock variant="compact" />, { queryClient: siteData([]) });
    expect(
      (
        await screen.findByRole('link', { name: '04\u00a078\u00a060\u00a012\u00a000' })
      ).getAttribute('href'),
    ).toBe('tel:+33478601200');
    expect(
      screen.getByText('Du lundi au vendredi, de 9 h à 12 h 30 et de 14 h à 18 h'),
    ).toBeTruthy();
  });

  it('adds the letter address and the fax in full', async () => {
    renderInApp(<CustomerServiceBlock variant="full" />, { queryClient: siteData([]) });
    const address = (await screen.findByText(/12 rue des Tilleuls/)).closest('address');
    expect(address?.textContent).toMatch(/69003 Lyon/);
    expect(address?.textContent).toMatch(/Par fax : 04\u00a078\u00a060\u00a012\u00a035/);
  });
});
