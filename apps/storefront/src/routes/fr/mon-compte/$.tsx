import { createFileRoute, notFound } from '@tanstack/react-router';

/**
 * Any other address under `/fr/mon-compte`: the parent's guard runs first (a visitor is
 * sent to log in, carrying the address), then a customer gets the 404 page.
 */
export const Route = createFileRoute('/fr/mon-compte/$')({
  beforeLoad: () => {
    throw notFound();
  },
});
