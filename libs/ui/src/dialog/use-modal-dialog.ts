import { useEffect, useRef, type RefObject } from 'react';

/**
 * A modal `<dialog>` that follows `open`: shown with `showModal` (the browser traps the
 * focus, makes the page inert, closes on Escape and gives the focus back), closed with
 * `close`. Either way the element's `close` event fires, where its owner sets `open` back
 * to false. `onShow` runs just before it is shown (a form reset from what was saved).
 * jsdom has neither method: the `open` attribute stands in, for the unit tests.
 */
export function useModalDialog(
  open: boolean,
  onShow?: () => void,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (open && !element.open) {
      onShow?.();
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open, onShow]);
  return ref;
}
