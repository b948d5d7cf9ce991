// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OLD_BROWSER_SCRIPT, OldBrowserNotice } from './old-browser-notice';

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
    // Hidden, so out of the accessibility tree: no region any more.
    expect(screen.queryByRole('region')).toBeNull();
    expect(Cookies.get('ie_info')).toBe('1');
    cleanup();
    renderNotice(IE11);
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says nothing to a current browser', () => {
    renderNotice(navigator.userAgent);
    expect(screen.queryByRole('region')).toBeNull();
  });
});

describe('the notice in Internet Explorer, where the bundle never runs', () => {
  const script = readFileSync(
    path.join(import.meta.dirname, '../../../public', OLD_BROWSER_SCRIPT),
    'utf8',
  );
  /** The page as the server drew it. */
  function drawPage() {
    i18n.loadAndActivate({ locale: 'fr', messages: {} });
    document.body.innerHTML = renderToString(
      <I18nProvider i18n={i18n}>
        <OldBrowserNotice />
      </I18nProvider>,
    );
    return document.getElementById('old-browser-notice');
  }
  /** Then only the `nomodule` script, as IE runs it. */
  function loadPageInInternetExplorer() {
    const notice = drawPage();
    new Function(script)();
    return notice;
  }

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('is drawn hidden by the server, shown by the script, and its dismissal kept', () => {
    expect(drawPage()?.hidden).toBe(true);
    const notice = loadPageInInternetExplorer();
    expect(notice?.hidden).toBe(false);
    expect(notice?.textContent).toMatch(/Votre navigateur n’est plus pris en charge/);

    notice?.querySelector('button')?.click();
    expect(notice?.hidden).toBe(true);
    expect(Cookies.get('ie_info')).toBe('1');
    expect(loadPageInInternetExplorer()?.hidden).toBe(true);
  });
});
