import { useRef, type ReactNode } from 'react';
import { useMenu, useSetting } from '../../shared/site';
import { CartLink } from './cart-link';
import { DiscountBanner } from './discount-banner';
import { HeaderPhone, PharmacyLink, ProLink } from './header-links';
import { LocaleSelectors } from './locale-selectors';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { SiteLogo } from './site-logo';
import './site-header.css';

export interface SiteHeaderProps {
  /** The search box (its own feature). */
  search: ReactNode;
  /** The login link or the account menu (its own feature). */
  account: ReactNode;
  /** Customer-service details, shown in the mobile menu. */
  customerService: ReactNode;
}

/**
 * The header of the default layout (SPEC.md §1). Each slot is rendered once and placed by
 * CSS: below 1025 px the top bar and the navigation give way to the burger menu, which
 * repeats them. On small screens the account entry stays beside the cart, as it holds
 * the customer's own pages.
 */
export function SiteHeader({ search, account, customerService }: SiteHeaderProps) {
  const menu = useMenu(useSetting('header_menu'));
  const mainRow = useRef<HTMLDivElement>(null);

  // Once the banner's close button is gone, the focus goes to the first visible control.
  const focusMainRow = () => {
    const controls = mainRow.current?.querySelectorAll<HTMLElement>('a[href], button') ?? [];
    [...controls].find((control) => control.getClientRects().length > 0)?.focus();
  };

  return (
    <header className="site-header">
      <DiscountBanner onClosed={focusMainRow} />
      <div className="site-header__top">
        <div className="site-header__top-inner">
          <LocaleSelectors />
          <HeaderPhone className="site-header__top-link" />
          <ProLink className="site-header__top-link" />
        </div>
      </div>
      <div className="site-header__main" ref={mainRow}>
        <div className="site-header__burger">
          <MobileMenu menu={menu} customerService={customerService} />
        </div>
        <div className="site-header__logo">
          <SiteLogo />
        </div>
        <div className="site-header__search">{search}</div>
        <PharmacyLink className="site-header__pharmacy" />
        <div className="site-header__account">{account}</div>
        <CartLink />
      </div>
      {menu ? (
        <div className="site-header__nav">
          <MainNav menu={menu} variant="bar" />
        </div>
      ) : null}
    </header>
  );
}
