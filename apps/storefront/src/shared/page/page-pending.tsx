import { useLingui } from '@lingui/react/macro';
import './page-states.css';

export interface PagePendingProps {
  /** What is loading, for screen readers (« Chargement des produits… »). */
  label?: string;
  /** Skeleton cards to draw while a list loads. */
  cards?: number;
}

/** A route's loading state: a title bar and card skeletons where the page will be. */
export function PagePending({ label, cards = 4 }: PagePendingProps) {
  const { t } = useLingui();
  return (
    <div className="page-pending" role="status" aria-live="polite">
      <span className="visually-hidden">{label ?? t`Chargement…`}</span>
      <div className="page-pending__title" aria-hidden="true" />
      <div className="page-pending__line" aria-hidden="true" />
      <div className="page-pending__cards" aria-hidden="true">
        {Array.from({ length: cards }, (_, index) => (
          <div key={index} className="page-pending__card" />
        ))}
      </div>
    </div>
  );
}
