import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef } from 'react';
import { AppLink } from '../../shared/routing';
import { authProfileAtom, useBrowserAtomValue } from '../../shared/state';
import { ACCOUNT_LINKS } from './account-links';
import { titleCase } from './title-case';
import { useDismissable } from './use-dismissable';
import './account-menu.css';

/** Set on <body> while the menu is open: the page content behind it is blurred. */
const BODY_OPEN_CLASS = 'account-menu-open';

export interface AccountMenuProps {
  /** Ends the session and goes home (the session feature's useLogout). */
  onLogout: () => Promise<void>;
}

/**
 * The header's account entry (SPEC.md §1): a login link for a visitor; for a customer a
 * button with their name that discloses the seven account pages and the logout action.
 * A disclosure (a list of links), not an ARIA menu: links are what the entries are.
 */
export function AccountMenu({ onLogout }: AccountMenuProps) {
  const profile = useBrowserAtomValue(authProfileAtom);
  if (!profile) {
    return (
      <AppLink to="/fr/connexion" className="account-menu__login">
        <PersonIcon />
        <span className="account-menu__login-text">
          <Trans>Se connecter</Trans>
        </span>
      </AppLink>
    );
  }
  const { firstname, lastname } = profile.customer;
  return (
    <CustomerMenu
      firstname={titleCase(firstname)}
      lastname={titleCase(lastname)}
      onLogout={onLogout}
    />
  );
}

interface CustomerMenuProps {
  firstname: string;
  lastname: string;
  onLogout: () => Promise<void>;
}

function CustomerMenu({ firstname, lastname, onLogout }: CustomerMenuProps) {
  const { i18n } = useLingui();
  const root = useRef<HTMLDivElement>(null);
  const { open, setOpen, close, toggle } = useDismissable(root);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    document.body.classList.add(BODY_OPEN_CLASS);
    return () => document.body.classList.remove(BODY_OPEN_CLASS);
  }, [open]);

  const logout = async () => {
    close(false);
    await onLogout();
  };

  return (
    <div className="account-menu" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="account-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <PersonIcon />
        {/* A phone shows the first name only; the button's name keeps both. */}
        <span className="account-menu__name">
          {firstname} <span className="account-menu__lastname">{lastname}</span>
        </span>
        <span className="account-menu__hint">
          <Trans>, mon compte</Trans>
        </span>
      </button>
      {/* The overlay only catches pointer clicks; the keyboard closes with Escape. */}
      {open ? (
        <div className="account-menu__overlay" aria-hidden="true" onClick={() => close(false)} />
      ) : null}
      <div id={panelId} className="account-menu__panel" hidden={!open}>
        <ul className="account-menu__list">
          {ACCOUNT_LINKS.map(({ to, label }) => (
            <li key={to}>
              <AppLink to={to} className="account-menu__link" onClick={() => close(false)}>
                {i18n._(label)}
              </AppLink>
            </li>
          ))}
        </ul>
        <button type="button" className="account-menu__logout" onClick={() => void logout()}>
          <Trans>Se déconnecter</Trans>
        </button>
      </div>
    </div>
  );
}

function PersonIcon() {
  return (
    <svg className="account-menu__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
