import { createFileRoute, redirect } from '@tanstack/react-router';
import { HOME_PATH } from '@shop/domain';

/**
 * The gateway answers `/` with a 301 to `/fr/`; this covers the Vite dev server, where
 * the SPA sees `/` itself.
 */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ href: HOME_PATH, replace: true });
  },
});
