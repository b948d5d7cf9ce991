import { useEffect } from 'react';
import { whenDeferredPartsHydrated, whenIdle } from '../../shared/scheduling';

/**
 * Sets `data-hydrated` on the document once the server's page has hydrated: effects run
 * after React commits the hydrated tree, and the browser is first idle after its last
 * slice. A button the server drew does nothing before; the journeys wait for this mark
 * after each load (apps/storefront-e2e/src/support/test.ts). Marked from main.tsx instead,
 * it came early: the router's client suspends the tree while its route chunks download,
 * and the browser is idle meanwhile. The parts hydrated late (footer, pop-in, consent
 * banner) are waited for too. Renders nothing.
 */
export function HydrationMark() {
  useEffect(() => {
    let cancelWait: (() => void) | undefined;
    const cancelIdle = whenIdle(() => {
      cancelWait = whenDeferredPartsHydrated(() =>
        document.documentElement.setAttribute('data-hydrated', ''),
      );
    });
    return () => {
      cancelIdle();
      cancelWait?.();
    };
  }, []);
  return null;
}
