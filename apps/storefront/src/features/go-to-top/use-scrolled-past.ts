import { useEffect, useState } from 'react';

/**
 * Whether the page is scrolled further than `threshold` CSS pixels. The scroll listener is
 * passive and reads the position at most once a frame, so scrolling stays smooth.
 */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame: number | null = null;
    const measure = () => {
      frame = null;
      setPast(window.scrollY > threshold);
    };
    const onScroll = () => {
      if (frame === null) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== null) cancelAnimationFrame(frame);
    };
  }, [threshold]);
  return past;
}
