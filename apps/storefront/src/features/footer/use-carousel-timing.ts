import { useCallback, useEffect, useState } from 'react';
import { FOOTER_CAROUSEL_AUTOPLAY_MS, FOOTER_WORDING_ROTATION_MS } from '@shop/domain';

export interface CarouselTimingOptions {
  /** Visual panels (SPEC.md §9: 4). */
  slideCount: number;
  /** Messages the wording rotates through. */
  messageCount: number;
  /** True while nothing may move: paused by the visitor, hovered, focused, reduced motion. */
  paused: boolean;
  slideIntervalMs?: number;
  wordingIntervalMs?: number;
}

export interface CarouselTiming {
  slide: number;
  message: number;
  next: () => void;
  previous: () => void;
}

const wrap = (index: number, count: number) => (count === 0 ? 0 : (index + count) % count);

/**
 * The two clocks of the footer carousel (SPEC.md §9: "autoplay 3000 ms, wording rotates
 * every 2000 ms, 4 slides"). Our reading: the slide — a decorative visual panel — advances
 * every 3 s, while the message written on it rotates every 2 s, so both constants keep a
 * meaning. Each clock is a timeout re-armed after every change, so a manual step restarts
 * the full delay instead of jumping again a moment later. Previous/next act on the message
 * (what a reader follows) and bring the panel of the same rank with it.
 */
export function useCarouselTiming({
  slideCount,
  messageCount,
  paused,
  slideIntervalMs = FOOTER_CAROUSEL_AUTOPLAY_MS,
  wordingIntervalMs = FOOTER_WORDING_ROTATION_MS,
}: CarouselTimingOptions): CarouselTiming {
  const [slide, setSlide] = useState(0);
  const [message, setMessage] = useState(0);
  // A manual step bumps this so both clocks restart from zero.
  const [step, setStep] = useState(0);

  useEffect(() => {
    if (paused || slideCount < 2) return;
    const timer = setTimeout(
      () => setSlide((index) => wrap(index + 1, slideCount)),
      slideIntervalMs,
    );
    return () => clearTimeout(timer);
  }, [paused, slide, slideCount, slideIntervalMs, step]);

  useEffect(() => {
    if (paused || messageCount < 2) return;
    const timer = setTimeout(
      () => setMessage((index) => wrap(index + 1, messageCount)),
      wordingIntervalMs,
    );
    return () => clearTimeout(timer);
  }, [paused, message, messageCount, wordingIntervalMs, step]);

  const go = useCallback(
    (delta: number) => {
      const target = wrap(message + delta, messageCount);
      setMessage(target);
      setSlide(wrap(target, slideCount));
      setStep((value) => value + 1);
    },
    [message, messageCount, slideCount],
  );

  return {
    slide,
    message,
    next: useCallback(() => go(1), [go]),
    previous: useCallback(() => go(-1), [go]),
  };
}
