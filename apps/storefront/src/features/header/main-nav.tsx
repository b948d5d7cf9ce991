import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { Menu } from '@shop/api-client';
import { menuPath } from '@shop/domain';
import { PathLink } from '../../shared/routing';
import './main-nav.css';

type MenuItem = Menu['items'][number];

/**
 * The main navigation from the header menu (SPEC.md §1): an item with children opens them
 * as a disclosure (WAI-ARIA "disclosure navigation menu"): one open at a time; Escape,
 * a click outside or the focus leaving the nav closes it.
 */
export function MainNav({ menu, variant }: { menu: Menu; variant: 'bar' | 'panel' }) {
  const { t } = useLingui();
  const [openCode, setOpenCode] = useState<string | null>(null);
  const nav = useRef<HTMLElement>(null);
  const idPrefix = useId();

  useEffect(() => {
    if (openCode === null) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenCode(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openCode]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || openCode === null) return;
    // In the mobile panel Escape would also close the dialog: the submenu goes first.
    event.preventDefault();
    event.stopPropagation();
    const toggle = nav.current?.querySelector<HTMLButtonElement>(`[data-menu-code="${openCode}"]`);
    setOpenCode(null);
    toggle?.focus();
  };

  const onBlur = (event: FocusEvent) => {
    if (variant === 'bar' && !nav.current?.contains(event.relatedTarget as Node | null)) {
      setOpenCode(null);
    }
  };

  return (
    <nav
      ref={nav}
      className={`main-nav main-nav--${variant}`}
      aria-label={t`Navigation principale`}
      onKeyDown={onKeyDown}
      onBlur={onBlur}
    >
      <ul className="main-nav__list">
        {menu.items.map((item) => (
          <li key={item.code} className="main-nav__item">
            <NavEntry
              item={item}
              submenuId={`${idPrefix}-${item.code}`}
              open={openCode === item.code}
              onToggle={() => setOpenCode(openCode === item.code ? null : item.code)}
              onChoose={() => setOpenCode(null)}
            />
          </li>
        ))}
      </ul>
    </nav>
  );
}

interface NavEntryProps {
  item: MenuItem;
  submenuId: string;
  open: boolean;
  onToggle: () => void;
  onChoose: () => void;
}

function NavEntry({ item, submenuId, open, onToggle, onChoose }: NavEntryProps) {
  const { t } = useLingui();
  const label = item.label;
  if (item.childs.length === 0) {
    return item.slug === null ? null : (
      <PathLink path={menuPath(item.slug)} className="main-nav__link">
        {label}
      </PathLink>
    );
  }
  return (
    <>
      <div className="main-nav__head">
        {item.slug === null ? null : (
          <PathLink path={menuPath(item.slug)} className="main-nav__link" onClick={onChoose}>
            {label}
          </PathLink>
        )}
        <button
          type="button"
          className="main-nav__toggle script-only"
          data-menu-code={item.code}
          aria-expanded={open}
          aria-controls={submenuId}
          // With a link beside it the button is an icon: its name says whose pages it shows.
          aria-label={item.slug === null ? undefined : t`${label}, sous-menu`}
          onClick={onToggle}
        >
          {item.slug === null ? label : null}
          <svg
            className="main-nav__chevron"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M6 9l6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </button>
      </div>
      <ul id={submenuId} className="main-nav__submenu" hidden={!open}>
        {item.childs.map((child) => (
          <li key={child.slug}>
            <PathLink path={menuPath(child.slug)} className="main-nav__sublink" onClick={onChoose}>
              {child.label}
            </PathLink>
          </li>
        ))}
      </ul>
    </>
  );
}
