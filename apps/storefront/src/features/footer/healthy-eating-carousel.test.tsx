// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_CAROUSEL_AUTOPLAY_MS, FOOTER_WORDING_ROTATION_MS } from '@shop/domain';
import { HealthyEatingCarousel } from './healthy-eating-carousel';

const MESSAGES: [string, string, string, string] = [
  'Mangez des fruits.',
  'Bougez.',
  'Moins de sel.',
  'Pas de grignotage.',
];

beforeAll(() => i18n.loadAndActivate({ locale: 'fr', messages: {} }));
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function stubReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  }));
}

function renderCarousel() {
  render(
    <I18nProvider i18n={i18n}>
      <HealthyEatingCarousel messages={MESSAGES} />
    </I18nProvider>,
  );
  return screen.getByRole('region', { name: 'Conseils pour bien manger' });
}

function advance(ms: number) {
  for (let left = ms; left > 0; left -= 250) act(() => vi.advanceTimersByTime(Math.min(250, left)));
}
const shown = (text: string) => expect(screen.getByText(text)).toBeTruthy();

describe('HealthyEatingCarousel', () => {
  it('is an announced carousel that rotates its messages on its own', () => {
    const region = renderCarousel();
    expect(region.getAttribute('aria-roledescription')).toBe('carrousel');
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('off');
    shown(MESSAGES[0]);
    expect(screen.getByRole('group', { name: '1 sur 4' })).toBeTruthy();

    advance(FOOTER_WORDING_ROTATION_MS);
    shown(MESSAGES[1]);
    advance(FOOTER_WORDING_ROTATION_MS);
    shown(MESSAGES[2]);
  });

  it('stops while the pointer is over it and goes on when it leaves', () => {
    const region = renderCarousel();
    fireEvent.mouseEnter(region);
    advance(FOOTER_CAROUSEL_AUTOPLAY_MS * 3);
    shown(MESSAGES[0]);
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');

    fireEvent.mouseLeave(region);
    advance(FOOTER_WORDING_ROTATION_MS);
    shown(MESSAGES[1]);
  });

  it('stops while focus is inside it', () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Message suivant' });
    act(() => next.focus());
    advance(FOOTER_CAROUSEL_AUTOPLAY_MS * 3);
    shown(MESSAGES[0]);

    fireEvent.click(next);
    shown(MESSAGES[1]);
    expect(screen.getByRole('group', { name: '2 sur 4' })).toBeTruthy();
    act(() => next.blur());
    advance(FOOTER_WORDING_ROTATION_MS);
    shown(MESSAGES[2]);
  });

  it('has a pause button that stops it for good, and a button to start it again', () => {
    renderCarousel();
    const pause = screen.getByRole('button', { name: 'Mettre en pause le défilement' });
    fireEvent.click(pause);
    act(() => pause.blur());
    advance(FOOTER_CAROUSEL_AUTOPLAY_MS * 5);
    shown(MESSAGES[0]);

    fireEvent.click(screen.getByRole('button', { name: 'Lancer le défilement' }));
    act(() => (document.activeElement as HTMLElement | null)?.blur());
    advance(FOOTER_WORDING_ROTATION_MS);
    shown(MESSAGES[1]);
  });

  it('does not start on its own when the visitor asked for reduced motion', () => {
    stubReducedMotion(true);
    const region = renderCarousel();
    advance(FOOTER_CAROUSEL_AUTOPLAY_MS * 5);
    shown(MESSAGES[0]);
    expect(region.querySelector('[aria-live]')?.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('button', { name: 'Lancer le défilement' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Message précédent' }));
    shown(MESSAGES[3]);
  });
});
