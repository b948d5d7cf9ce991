// @vitest-environment jsdom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GO_TO_TOP_THRESHOLD_PX } from '@shop/domain';
import { GoToTop } from './go-to-top';

beforeAll(() => i18n.loadAndActivate({ locale: 'fr', messages: {} }));
beforeEach(() => {
  vi.useFakeTimers();
  window.scrollY = 0;
  window.scrollTo = vi.fn() as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
    // requestAnimationFrame is faked too: the position is read on the next frame.
    vi.advanceTimersToNextFrame();
  });
}

function renderButton() {
  render(
    <I18nProvider i18n={i18n}>
      <GoToTop />
    </I18nProvider>,
  );
}

const button = () => screen.queryByRole('button', { name: 'Revenir en haut de la page' });

describe('GoToTop', () => {
  it('appears only past 800 px of scrolling', () => {
    renderButton();
    expect(button()).toBeNull();
    scrollTo(GO_TO_TOP_THRESHOLD_PX);
    expect(button()).toBeNull();
    scrollTo(GO_TO_TOP_THRESHOLD_PX + 1);
    expect(button()).not.toBeNull();
    scrollTo(100);
    expect(button()).toBeNull();
  });

  it('reads the position once a frame, however many scroll events come', () => {
    renderButton();
    act(() => {
      window.scrollY = 2000;
      for (let event = 0; event < 20; event += 1) window.dispatchEvent(new Event('scroll'));
    });
    expect(button()).toBeNull();
    act(() => vi.advanceTimersToNextFrame());
    expect(button()).not.toBeNull();
  });

  it('reads the position a page opens at once the browser is idle, not while it renders', () => {
    window.scrollY = 2000;
    const reads = vi.spyOn(window, 'scrollY', 'get');
    renderButton();
    expect(reads).not.toHaveBeenCalled();
    expect(button()).toBeNull();
    act(() => vi.runOnlyPendingTimers());
    expect(reads).toHaveBeenCalled();
    expect(button()).not.toBeNull();
    reads.mockRestore();
  });

  it('scrolls back to the top and takes focus there', () => {
    renderButton();
    scrollTo(1500);
    const goToTop = button() as HTMLElement;
    goToTop.focus();
    fireEvent.click(goToTop);
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(document.activeElement).toBe(document.body);
  });
});
