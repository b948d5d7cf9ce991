import { useEffect } from 'react';
import { whenIdle } from '../../shared/scheduling';

/**
 * Sets `data-hydrated` on the document once the server's page has hydrated: effects run
 * after React commits the hydrated tree, and the browser is first idle after its last
 * slice. A button the server drew does nothing before; the journeys wait for this mark
 * after each load (apps/storefront-e2e/src/support/test.ts). Marked from main.tsx instead,
 * it came early: the router's client suspends the tree while its route chunks download,
 * and the browser is idle meanwhile. Renders nothing.
 */
export function HydrationMark() {
  useEffect(() => whenIdle(() => document.documentElement.setAttribute('data-hydrated', '')), []);
  return null;
}
