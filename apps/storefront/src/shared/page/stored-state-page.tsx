import { ClientOnly } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/**
 * A checkout page decided by what this browser keeps (the cart token, the order draft):
 * the server, which cannot read that storage, and a hydrating page draw its pending
 * state; the page itself follows once hydrated, so that its redirects and effects read
 * the stored values rather than the blanks the server drew.
 */
export function StoredStatePage({
  pending,
  children,
}: {
  pending: ReactNode;
  children: ReactNode;
}) {
  return <ClientOnly fallback={pending}>{children}</ClientOnly>;
}
