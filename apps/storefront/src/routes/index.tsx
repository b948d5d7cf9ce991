import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The gateway answers `/` with a 301 to `/fr/`; this covers the Vite dev server, where
 * the SPA sees `/` itself.
 */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/fr/', replace: true });
  },
});
