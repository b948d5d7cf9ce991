import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Open/closed state of a disclosure that closes on Escape and on a click outside `root`,
 * handing focus back to its toggle when the keyboard closed it (WAI-ARIA disclosure).
 */
export function useDismissable(root: RefObject<HTMLElement | null>) {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = useCallback((restoreFocus: boolean) => {
    setOpen(false);
    if (restoreFocus) toggle.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close(true);
      }
    };
    const onPointerDown = (event: PointerEvent) => {
      if (root.current && !root.current.contains(event.target as Node)) close(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, root]);

  return { open, setOpen, close, toggle };
}
