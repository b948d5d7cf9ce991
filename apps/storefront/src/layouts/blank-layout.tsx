import type { ReactNode } from 'react';
import { PageMain, SkipToContent } from './page-main';

/** Nothing but the page (SPEC.md §2 Blank). */
export function BlankLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <SkipToContent />
      <PageMain>{children}</PageMain>
    </>
  );
}
