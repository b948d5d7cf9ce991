import type { ReactNode } from 'react';
import { AccountMenu } from '../features/account-menu';
import { CookiePreferencesButton } from '../features/consent';
import { CustomerServiceBlock } from '../features/customer-service';
import { LazySiteFooter } from '../features/footer';
import { GoToTop } from '../features/go-to-top';
import { SiteHeader } from '../features/header';
import { LazyNewsletterPopin, NewsletterPopinButton } from '../features/newsletter-popin';
import { SearchBox } from '../features/search';
import { useLogout } from '../features/session';
import { PageMain, SkipToContent } from './page-main';

/**
 * The default layout (SPEC.md §2): header with the search and its overlay, the page (its
 * breadcrumb first), footer, go-to-top and the newsletter pop-in.
 */
export function DefaultLayout({ children }: { children: ReactNode }) {
  const logout = useLogout();
  return (
    <>
      <SkipToContent />
      <SiteHeader
        search={<SearchBox />}
        account={<AccountMenu onLogout={logout} />}
        customerService={<CustomerServiceBlock variant="compact" />}
      />
      <PageMain>{children}</PageMain>
      <LazySiteFooter
        customerService={<CustomerServiceBlock variant="full" />}
        cookiePreferences={<CookiePreferencesButton />}
        newsletter={<NewsletterPopinButton />}
      />
      <GoToTop />
      <LazyNewsletterPopin />
    </>
  );
}
