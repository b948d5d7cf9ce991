import type { ReactNode } from 'react';
import { useShop } from '../shared/site';
import { PageMain, SkipToContent } from './page-main';

/**
 * The maintenance layout (SPEC.md §2): the shop's name and the page, no navigation (every
 * link would lead back here).
 */
export function MaintenanceLayout({ children }: { children: ReactNode }) {
  const shop = useShop();
  return (
    <>
      <SkipToContent />
      <header className="maintenance-header">
        <p className="maintenance-header__name">{shop.name}</p>
      </header>
      <PageMain>{children}</PageMain>
    </>
  );
}
