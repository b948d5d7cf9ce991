// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';

const MESSAGE = 'Vous êtes hors ligne. Certaines fonctions de la boutique sont indisponibles.';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => {
    window.dispatchEvent(new Event(online ? 'online' : 'offline'));
  });
}

function renderBanner() {
  i18n.loadAndActivate({ locale: 'fr', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <OfflineBanner />
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('OfflineBanner', () => {
  it('says nothing while online, in an empty status region', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderBanner();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('tells the visitor when the connection drops, and stops when it is back', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    renderBanner();
    setOnline(false);
    expect(screen.getByRole('status').textContent).toBe(MESSAGE);
    setOnline(true);
    expect(screen.queryByText(MESSAGE)).toBeNull();
  });

  it('shows at once on a page opened offline', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderBanner();
    expect(screen.getByRole('status').textContent).toBe(MESSAGE);
  });
});
