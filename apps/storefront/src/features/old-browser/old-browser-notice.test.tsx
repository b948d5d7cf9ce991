// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OldBrowserNotice } from './old-browser-notice';

const IE11 = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

function renderNotice(userAgent: string) {
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(userAgent);
  i18n.loadAndActivate({ locale: 'fr', messages: {} });
  render(
    <I18nProvider i18n={i18n}>
      <OldBrowserNotice />
    </I18nProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Cookies.remove('ie_info', { path: '/' });
});

describe('OldBrowserNotice', () => {
  it('warns Internet Explorer, and a dismissal is kept in ie_info', () => {
    renderNotice(IE11);
    expect(screen.getByRole('region', { name: 'Navigateur obsolète' }).textContent).toMatch(
      /Votre navigateur n’est plus pris en charge.*navigateur récent/,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByText(/Votre navigateur n’est plus pris en charge/)).toBeNull();
    expect(Cookies.get('ie_info')).toBe('1');
    cleanup();
    renderNotice(IE11);
    expect(screen.queryByText(/Votre navigateur n’est plus pris en charge/)).toBeNull();
  });

  it('says nothing to a current browser', () => {
    renderNotice(navigator.userAgent);
    expect(screen.queryByRole('region')).toBeNull();
  });
});
