import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { NEWSLETTER_POPIN_DELAY_MS } from '@shop/domain';
import { newsletterPopinOpenAtom, popinAlreadyClosed } from './popin-state';

/**
 * Opens the pop-in 60 s after the page loaded (SPEC.md §4) when the back office allows it
 * (`activate_popup` = '1') and the visitor never closed it. The layout mounts once per page
 * load, so the mount is the load. The cookie is read again when the time comes: the
 * visitor may have opened and closed it with the footer button meanwhile.
 */
export function usePopinAutoOpen(activated: boolean): void {
  const setOpen = useSetAtom(newsletterPopinOpenAtom);
  useEffect(() => {
    if (!activated || popinAlreadyClosed()) return;
    const timer = setTimeout(() => {
      if (!popinAlreadyClosed()) setOpen(true);
    }, NEWSLETTER_POPIN_DELAY_MS);
    return () => clearTimeout(timer);
  }, [activated, setOpen]);
}
