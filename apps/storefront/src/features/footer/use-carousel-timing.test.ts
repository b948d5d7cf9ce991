// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FOOTER_CAROUSEL_AUTOPLAY_MS, FOOTER_WORDING_ROTATION_MS } from '@shop/domain';
import { useCarouselTiming } from './use-carousel-timing';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

// Step by step: each clock re-arms after React renders the change, as in a browser.
function advance(ms: number) {
  for (let left = ms; left > 0; left -= 250) act(() => vi.advanceTimersByTime(Math.min(250, left)));
}

describe('useCarouselTiming', () => {
  it('moves the slide every 3 s and the wording every 2 s, wrapping round', () => {
    const { result } = renderHook(() =>
      useCarouselTiming({ slideCount: 4, messageCount: 4, paused: false }),
    );
    expect(result.current).toMatchObject({ slide: 0, message: 0 });

    advance(FOOTER_WORDING_ROTATION_MS);
    expect(result.current).toMatchObject({ slide: 0, message: 1 });
    advance(FOOTER_CAROUSEL_AUTOPLAY_MS - FOOTER_WORDING_ROTATION_MS);
    expect(result.current).toMatchObject({ slide: 1, message: 1 });
    advance(FOOTER_WORDING_ROTATION_MS * 3);
    // 9 s in: three slides, four wording changes, i.e. back to the first message.
    expect(result.current).toMatchObject({ slide: 3, message: 0 });
  });

  it('does not move while paused, and starts a full delay again when resumed', () => {
    const { result, rerender } = renderHook(
      ({ paused }) => useCarouselTiming({ slideCount: 4, messageCount: 4, paused }),
      { initialProps: { paused: true } },
    );
    advance(60_000);
    expect(result.current).toMatchObject({ slide: 0, message: 0 });

    rerender({ paused: false });
    advance(FOOTER_WORDING_ROTATION_MS - 1);
    expect(result.current.message).toBe(0);
    advance(1);
    expect(result.current.message).toBe(1);
  });

  it('steps by hand in both directions, bringing the matching slide and restarting the clocks', () => {
    const { result } = renderHook(() =>
      useCarouselTiming({ slideCount: 4, messageCount: 4, paused: false }),
    );
    advance(FOOTER_WORDING_ROTATION_MS - 500);
    act(() => result.current.previous());
    expect(result.current).toMatchObject({ slide: 3, message: 3 });

    advance(FOOTER_WORDING_ROTATION_MS - 1);
    expect(result.current.message).toBe(3);
    act(() => result.current.next());
    act(() => result.current.next());
    expect(result.current).toMatchObject({ slide: 1, message: 1 });
  });

  it('stays still with a single message', () => {
    const { result } = renderHook(() =>
      useCarouselTiming({ slideCount: 1, messageCount: 1, paused: false }),
    );
    advance(10_000);
    expect(result.current).toMatchObject({ slide: 0, message: 0 });
  });
});
