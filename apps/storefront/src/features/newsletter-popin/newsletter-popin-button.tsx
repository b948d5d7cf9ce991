import { Trans } from '@lingui/react/macro';
import { useSetAtom } from 'jotai';
import { newsletterPopinOpenAtom } from './popin-state';
import './newsletter-popin.css';

/** « S’inscrire à la newsletter » in the footer: opens the pop-in at any time (SPEC.md §4). */
export function NewsletterPopinButton() {
  const setOpen = useSetAtom(newsletterPopinOpenAtom);
  return (
    <button
      type="button"
      className="newsletter-popin-button script-only"
      aria-haspopup="dialog"
      onClick={() => setOpen(true)}
    >
      <Trans>S’inscrire à la newsletter</Trans>
    </button>
  );
}
