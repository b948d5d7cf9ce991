import { Trans } from '@lingui/react/macro';
import { GO_TO_TOP_THRESHOLD_PX } from '@shop/domain';
import { useScrolledPast } from './use-scrolled-past';
import './go-to-top.css';

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * Back to the top of the page (SPEC.md §2 Layouts), shown past 800 px of scrolling. Focus
 * goes to the top too: the body is made focusable for the moment, so the next Tab reaches
 * the skip link and the header instead of whatever followed the button.
 */
export function GoToTop() {
  const visible = useScrolledPast(GO_TO_TOP_THRESHOLD_PX);

  const goToTop = () => {
    const { body } = document;
    body.setAttribute('tabindex', '-1');
    body.addEventListener('blur', () => body.removeAttribute('tabindex'), { once: true });
    body.focus({ preventScroll: true });
    window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <button type="button" className="go-to-top script-only" hidden={!visible} onClick={goToTop}>
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <path d="M12 5l-7 7 1.5 1.5L11 9v10h2V9l4.5 4.5L19 12z" fill="currentColor" />
      </svg>
      <span className="go-to-top__label">
        <Trans>Revenir en haut de la page</Trans>
      </span>
    </button>
  );
}
