import type { ReactNode } from 'react';
import { OrderPipeFooter } from '../features/footer';
import { OrderPipeHeader } from '../features/header';
import { PageMain, SkipToContent } from './page-main';

/** The checkout's layout (SPEC.md §2): back to the cart, the logo, legal links, a message. */
export function OrderPipeLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipToContent />
      <OrderPipeHeader />
      <PageMain>{children}</PageMain>
      <OrderPipeFooter />
    </>
  );
}
