import { Trans, useLingui } from '@lingui/react/macro';
import { useRouterState } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { useEffect, useId } from 'react';
import { useModalDialog } from '@shop/ui';
import { AppLink } from '../../shared/routing';
import { useSetting } from '../../shared/site';
import { newsletterPopinOpenAtom, rememberPopinClosed } from './popin-state';
import { usePopinAutoOpen } from './use-popin-auto-open';
import './newsletter-popin.css';

/**
 * The newsletter pop-in (SPEC.md §4). A modal <dialog>: the browser traps focus, closes it
 * on Escape and gives focus back to where it was. Every close — button, Escape, a route
 * change — is remembered in the `newsletter_popin` cookie so it does not open by itself
 * again; the footer button still reopens it. The sign-up form is its own page.
 */
export function NewsletterPopin() {
  const { t } = useLingui();
  const [open, setOpen] = useAtom(newsletterPopinOpenAtom);
  const dialogRef = useModalDialog(open);
  const titleId = useId();
  const pathname = useRouterState({ select: (state) => state.location.pathname });

  usePopinAutoOpen(useSetting('activate_popup') === '1');

  // SPEC.md §4: "Route changes reset the search overlay and pop-in".
  useEffect(() => {
    setOpen(false);
  }, [pathname, setOpen]);

  const onClose = () => {
    rememberPopinClosed();
    setOpen(false);
  };

  return (
    <dialog
      ref={dialogRef}
      className="newsletter-popin"
      aria-labelledby={titleId}
      onClose={onClose}
    >
      <div className="newsletter-popin__box">
        <button
          type="button"
          className="newsletter-popin__close"
          onClick={() => dialogRef.current?.close()}
        >
          <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path
              d="M6 6l12 12M18 6L6 18"
              stroke="currentColor"
              strokeWidth="2.5"
              strokeLinecap="round"
            />
          </svg>
          <span className="newsletter-popin__close-label">
            <Trans>Fermer</Trans>
          </span>
        </button>
        <h2 id={titleId} className="newsletter-popin__title">
          <Trans>Restez informé de nos nouveautés</Trans>
        </h2>
        <p className="newsletter-popin__pitch">
          <Trans>
            Inscrivez-vous à notre newsletter pour recevoir nos conseils en nutrition, nos nouveaux
            produits et nos offres.
          </Trans>
        </p>
        <AppLink
          to="/fr/newsletter"
          className="newsletter-popin__action"
          aria-label={t`Je m’inscris à la newsletter`}
        >
          <Trans>Je m’inscris</Trans>
        </AppLink>
      </div>
    </dialog>
  );
}
