import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type { Menu } from '@shop/api-client';
import { useModalDialog } from '@shop/ui';
import { PharmacyLink, ProLink } from './header-links';
import { LocaleSelectors } from './locale-selectors';
import { MainNav } from './main-nav';
import './mobile-menu.css';

/** Where the header switches to the desktop layout (SPEC.md §4: mobile is up to 1024 px). */
const DESKTOP_QUERY = '(min-width: 1025px)';

/**
 * The burger menu of small screens (SPEC.md §1): a modal dialog holding the navigation,
 * the header's links and the customer-service details. The dialog gives Escape, the focus
 * trap and the inert page for free; the focus goes back to the burger when it closes.
 * The server draws its content and the buttons carry HTML's commands, so that the menu
 * opens and closes before the page hydrates, and without JavaScript.
 */
export function MobileMenu({
  menu,
  customerService,
}: {
  menu: Menu | undefined;
  customerService: ReactNode;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const dialog = useModalDialog(open);
  const burger = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const titleId = useId();

  // Opened by its command before the page hydrated: the state catches up.
  useEffect(() => {
    if (dialog.current?.open) setOpen(true);
  }, [dialog]);

  // Widened past the breakpoint, the burger disappears: its dialog must not stay modal.
  useEffect(() => {
    if (!open) return;
    const query = window.matchMedia(DESKTOP_QUERY);
    const onChange = () => query.matches && setOpen(false);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, [open]);

  const onClose = () => {
    setOpen(false);
    burger.current?.focus();
  };

  // A chosen link or a click on the backdrop (the dialog itself, outside its content) closes.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const target = event.target as Element;
    if (target === dialog.current || target.closest('a')) dialog.current?.close();
  };

  return (
    <>
      <button
        ref={burger}
        type="button"
        className="mobile-menu__burger"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t`Menu`}
        commandfor={panelId}
        command="show-modal"
        onClick={(event) => {
          // Hydrated, the state opens it: the command, the click's default, would repeat it.
          event.preventDefault();
          setOpen(true);
        }}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
        </svg>
      </button>
      <dialog
        ref={dialog}
        id={panelId}
        className="mobile-menu__panel"
        aria-labelledby={titleId}
        onClose={onClose}
        onClick={onClick}
      >
        <div className="mobile-menu__content">
          <div className="mobile-menu__top">
            <h2 id={titleId} className="mobile-menu__title">
              <Trans>Menu</Trans>
            </h2>
            <button
              type="button"
              className="mobile-menu__close"
              aria-label={t`Fermer le menu`}
              commandfor={panelId}
              command="close"
              onClick={(event) => {
                event.preventDefault();
                dialog.current?.close();
              }}
            >
              <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
              </svg>
            </button>
          </div>
          {menu ? <MainNav menu={menu} variant="panel" /> : null}
          <ul className="mobile-menu__links">
            <li>
              <PharmacyLink className="mobile-menu__link" />
            </li>
            <li>
              <ProLink className="mobile-menu__link" />
            </li>
          </ul>
          <LocaleSelectors className="mobile-menu__locale" />
          <section className="mobile-menu__service" aria-labelledby={`${titleId}-service`}>
            <h3 id={`${titleId}-service`} className="mobile-menu__subtitle">
              <Trans>Service client</Trans>
            </h3>
            {customerService}
          </section>
        </div>
      </dialog>
    </>
  );
}
