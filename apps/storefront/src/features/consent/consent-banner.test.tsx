// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ConsentBanner } from './consent-banner';
import { readConsentCookie } from './consent-cookie';
import { CookiePreferencesButton } from './cookie-preferences-button';
import { clearCookies, renderConsent } from './render-consent.test-utils';

afterEach(() => {
  cleanup();
  clearCookies();
});

async function renderBanner() {
  renderConsent(
    <>
      <CookiePreferencesButton />
      <ConsentBanner />
    </>,
    { withRouter: true },
  );
  return screen.findByRole('dialog', { name: 'Cookies' });
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Gérer mes cookies' });
}

describe('ConsentBanner', () => {
  it('asks at the first visit, refusing as plainly as accepting, with a link to learn more', async () => {
    const banner = await renderBanner();
    const buttons = within(banner).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Tout refuser',
      'Tout accepter',
      'Personnaliser',
    ]);
    expect(buttons[0]?.className).toBe(buttons[1]?.className);
    expect(within(banner).getByRole('link', { name: 'En savoir plus' }).getAttribute('href')).toBe(
      '/fr/protection-des-donnees',
    );
    expect(readConsentCookie()).toBeNull();
  });

  it('« Tout refuser » keeps a refusal of every purpose and goes away', async () => {
    const banner = await renderBanner();
    fireEvent.click(within(banner).getByRole('button', { name: 'Tout refuser' }));
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
    expect(readConsentCookie()).toMatchObject({ analytics: false, survey: false, youtube: false });
  });

  it('« Tout accepter » grants every purpose', async () => {
    const banner = await renderBanner();
    fireEvent.click(within(banner).getByRole('button', { name: 'Tout accepter' }));
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
    expect(readConsentCookie()).toMatchObject({ analytics: true, survey: true, youtube: true });
  });

  it('« Personnaliser » opens the three purposes, none ticked, and saves the choice', async () => {
    const banner = await renderBanner();
    fireEvent.click(within(banner).getByRole('button', { name: 'Personnaliser' }));
    const switches = within(dialog()).getAllByRole('switch');
    expect(switches.map((each) => each.getAttribute('aria-describedby') !== null)).toEqual([
      true,
      true,
      true,
    ]);
    const names = ['Mesure d’audience', 'Enquêtes de satisfaction', 'Vidéos YouTube'];
    for (const name of names) {
      expect((within(dialog()).getByRole('switch', { name }) as HTMLInputElement).checked).toBe(
        false,
      );
    }
    fireEvent.click(within(dialog()).getByRole('switch', { name: 'Vidéos YouTube' }));
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(readConsentCookie()).toMatchObject({ analytics: false, survey: false, youtube: true });
    expect(screen.queryByRole('dialog', { name: 'Cookies' })).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('« Gérer mes cookies » reopens the preferences with the choice made', async () => {
    const banner = await renderBanner();
    fireEvent.click(within(banner).getByRole('button', { name: 'Tout accepter' }));
    fireEvent.click(screen.getByRole('button', { name: 'Gérer mes cookies' }));
    const analytics = within(dialog()).getByRole('switch', { name: 'Mesure d’audience' });
    expect((analytics as HTMLInputElement).checked).toBe(true);
    fireEvent.click(analytics);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(readConsentCookie()).toMatchObject({ analytics: false, survey: true, youtube: true });
  });

  it('closing the preferences without saving changes nothing', async () => {
    const banner = await renderBanner();
    fireEvent.click(within(banner).getByRole('button', { name: 'Personnaliser' }));
    act(() => {
      fireEvent.click(
        within(dialog()).getByRole('button', { name: 'Fermer les préférences de cookies' }),
      );
    });
    expect(screen.queryByRole('dialog', { name: 'Gérer mes cookies' })).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeTruthy();
    expect(readConsentCookie()).toBeNull();
  });
});
