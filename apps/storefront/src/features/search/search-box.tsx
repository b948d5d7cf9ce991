import { Trans } from '@lingui/react/macro';
import { useHydrated } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { MOBILE_SEARCH_FOCUS_DELAY_MS } from '@shop/domain';
import { deviceFlagsAtom, useBrowserAtomValue } from '../../shared/state';
import { SearchForm } from './search-form';
import './search-box.css';

/**
 * The header's suggestion search (SPEC.md §4). On mobile it hides behind a button and
 * opens as a full-width field, focused after MOBILE_SEARCH_FOCUS_DELAY_MS (the opening
 * animation would otherwise fight the on-screen keyboard). The field's panel is a popover
 * its button opens even before the page hydrates.
 *
 * The server knows no width: until the page hydrates it draws both, and CSS shows the one
 * for the screen (`--wide`, `--narrow`); the desktop field alone covered a phone's logo.
 * Each keeps its place in the tree, so the one shown is not drawn again on hydration.
 */
export function SearchBox() {
  const hydrated = useHydrated();
  const mobile = useBrowserAtomValue(deviceFlagsAtom).mobile;
  return (
    <div className="search">
      {!hydrated || !mobile ? (
        <SearchForm className={hydrated ? undefined : 'search__form--wide'} />
      ) : null}
      {!hydrated || mobile ? <MobileSearch narrowOnly={!hydrated} /> : null}
    </div>
  );
}

function MobileSearch({ narrowOnly = false }: { narrowOnly?: boolean }) {
  const [opened, setOpened] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const panelId = useId();

  // Opened by its button before the page hydrated: the state catches up. (A browser
  // without popovers knows no `:popover-open`, and cannot have opened it.)
  useEffect(() => {
    const panel = panelRef.current;
    if (panel && 'showPopover' in panel && panel.matches(':popover-open')) setOpened(true);
  }, []);

  useEffect(() => {
    if (!opened) return;
    const timer = setTimeout(() => inputRef.current?.focus(), MOBILE_SEARCH_FOCUS_DELAY_MS);
    return () => clearTimeout(timer);
  }, [opened]);

  const close = () => {
    setOpened(false);
    // Shown as a popover before hydration, it leaves the top layer too.
    panelRef.current?.hidePopover?.();
    toggleRef.current?.focus();
  };

  return (
    <>
      <button
        ref={toggleRef}
        type="button"
        className={narrowOnly ? 'search__toggle search__toggle--narrow' : 'search__toggle'}
        // Until hydration the browser says whether its popover is open.
        aria-expanded={narrowOnly ? undefined : opened}
        aria-controls={panelId}
        popoverTarget={panelId}
        onClick={(event) => {
          // Hydrated, the state shows it: the button's own toggling would fight it.
          event.preventDefault();
          if (opened) close();
          else setOpened(true);
        }}
      >
        <svg className="search__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="m15.5 15.5 5 5" />
        </svg>
        <span className="search__sr-only">
          {opened ? <Trans>Fermer la recherche</Trans> : <Trans>Ouvrir la recherche</Trans>}
        </span>
      </button>
      {/* A manual popover the server draws: its buttons open and close it before the page
          hydrates, and without JavaScript; Escape and outside clicks stay the form's. */}
      <div
        ref={panelRef}
        id={panelId}
        popover="manual"
        className={
          opened ? 'search__mobile-panel search__mobile-panel--open' : 'search__mobile-panel'
        }
      >
        <SearchForm inputRef={inputRef} onLeave={close} />
        <button
          type="button"
          className="search__close"
          popoverTarget={panelId}
          popoverTargetAction="hide"
          onClick={(event) => {
            event.preventDefault();
            close();
          }}
        >
          <span aria-hidden="true">×</span>
          <span className="search__sr-only">
            <Trans>Fermer la recherche</Trans>
          </span>
        </button>
      </div>
    </>
  );
}
