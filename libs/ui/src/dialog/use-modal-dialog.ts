import { useEffect, useRef, type RefObject } from 'react';

/**
 * HTML's invoker commands: `<button commandfor={id} command="show-modal">` opens the dialog
 * by itself, before the page hydrates and without JavaScript. React passes the lowercase
 * attributes through; its types do not name them yet.
 */
declare module 'react' {
  // A merged declaration repeats React's own type parameter.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: 'show-modal' | 'close' | 'request-close';
  }
}

/**
 * A modal `<dialog>` that follows `open`: shown with `showModal` (the browser traps the
 * focus, makes the page inert, closes on Escape and gives the focus back), closed with
 * `close`. Either way the element's `close` event fires, where its owner sets `open` back
 * to false. `onShow` runs just before it is shown (a form reset from what was saved).
 * Only a change of `open` to false closes it: a dialog its button's command opened before
 * the page hydrated stays open. jsdom has neither method: the `open` attribute stands in,
 * for the unit tests.
 */
export function useModalDialog(
  open: boolean,
  onShow?: () => void,
): RefObject<HTMLDialogElement | null> {
  const ref = useRef<HTMLDialogElement>(null);
  const asked = useRef(open);
  useEffect(() => {
    const element = ref.current;
    const wasAsked = asked.current;
    asked.current = open;
    if (!element) return;
    if (open && !element.open) {
      onShow?.();
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    } else if (!open && wasAsked && element.open) {
      if (typeof element.close === 'function') element.close();
      else element.removeAttribute('open');
    }
  }, [open, onShow]);
  return ref;
}
