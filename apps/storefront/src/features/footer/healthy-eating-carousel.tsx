import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FocusEvent } from 'react';
import { FOOTER_CAROUSEL_SLIDES } from '@shop/domain';
import { PauseIcon, PlayIcon, NextIcon, PreviousIcon } from './carousel-icons';
import { SlideArt } from './slide-art';
import { useCarouselTiming } from './use-carousel-timing';
import { useReducedMotion } from './use-reduced-motion';
import './healthy-eating-carousel.css';

/**
 * The rotating healthy-eating messages of the footer (SPEC.md §1, §9), built on the WAI-ARIA
 * carousel pattern: the controls come first, rotation stops while the pointer is over it or
 * focus is inside it, a pause button stops it for good (WCAG 2.2.2), and it never starts on
 * its own for visitors who asked for reduced motion. While it turns, the live region is off
 * so screen readers are not interrupted every two seconds; once stopped, a manual change is
 * announced.
 */
export function HealthyEatingCarousel({ messages }: { messages: readonly string[] }) {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  // null: the visitor has not chosen; the system's motion preference decides.
  const [stoppedByVisitor, setStoppedByVisitor] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);

  const stopped = stoppedByVisitor ?? reducedMotion;
  const rotating = !stopped && !hovered && !focused;
  const { slide, message, next, previous } = useCarouselTiming({
    slideCount: FOOTER_CAROUSEL_SLIDES,
    messageCount: messages.length,
    paused: !rotating,
  });

  if (messages.length === 0) return null;

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };
  const rank = message + 1;
  const count = messages.length;

  return (
    <section
      className="footer-carousel"
      aria-roledescription={t`carrousel`}
      aria-label={t`Conseils pour bien manger`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className="footer-carousel__controls script-only">
        <button
          type="button"
          className="footer-carousel__button"
          onClick={() => setStoppedByVisitor(!stopped)}
        >
          {stopped ? <PlayIcon /> : <PauseIcon />}
          <span className="footer-carousel__button-label">
            {stopped ? (
              <Trans>Lancer le défilement</Trans>
            ) : (
              <Trans>Mettre en pause le défilement</Trans>
            )}
          </span>
        </button>
        <button type="button" className="footer-carousel__button" onClick={previous}>
          <PreviousIcon />
          <span className="footer-carousel__button-label">
            <Trans>Message précédent</Trans>
          </span>
        </button>
        <button type="button" className="footer-carousel__button" onClick={next}>
          <NextIcon />
          <span className="footer-carousel__button-label">
            <Trans>Message suivant</Trans>
          </span>
        </button>
      </div>
      <div className="footer-carousel__viewport" aria-live={rotating ? 'off' : 'polite'}>
        <div
          className="footer-carousel__slide"
          role="group"
          aria-roledescription={t`diapositive`}
          aria-label={t`${rank} sur ${count}`}
        >
          <span
            key={slide}
            className={`footer-carousel__panel footer-carousel__panel--${slide % 4}`}
          >
            <SlideArt index={slide} />
          </span>
          <p key={`m${message}`} className="footer-carousel__message">
            {messages[message]}
          </p>
        </div>
      </div>
    </section>
  );
}
