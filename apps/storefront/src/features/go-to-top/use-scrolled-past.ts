import { useEffect, useState } from 'react';
import { whenIdle } from '../../shared/scheduling';

/**
 * Whether the page is scrolled further than `threshold` CSS pixels. The scroll listener is
 * passive and reads the position at most once a frame, so scrolling stays smooth. The
 * first reading waits for an idle moment: taken in the first render's effects, it made
 * the browser lay out the whole new page there and then (Lighthouse's forced-reflow
 * insight: 31 to 71 ms of the home's first load on the bench machine, 2026-11-26).
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame: number | null = null;
    const read = () => setPast(window.scrollY > threshold);
    const measure = () => {
      frame = null;
      read();
    };
    const onScroll = () => {
      if (frame === null) frame = requestAnimationFrame(measure);
    };
    const cancelFirstReading = whenIdle(read);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelFirstReading();
      window.removeEventListener('scroll', onScroll);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
