import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatPrice, FREE_DELIVERY_THRESHOLD_CENTS } from '@shop/domain';

const icon = (path: string) => (
  <svg
    className="site-footer__reassurance-icon"
    viewBox="0 0 24 24"
    width="32"
    height="32"
    aria-hidden="true"
    focusable="false"
    fill="currentColor"
  >
    <path d={path} />
  </svg>
);

const TRUCK =
  'M3 5h11v3h4l3 4v5h-2a2.5 2.5 0 0 1-5 0H9a2.5 2.5 0 0 1-5 0H3V5zm2 2v8h.5a2.5 2.5 0 0 1 3.9 0H12V7H5zm9 3v5h.6a2.5 2.5 0 0 1 3.8 0H19v-2.3L17 10h-3zM6.5 16.2a1 1 0 1 0 0 2 1 1 0 0 0 0-2zm10 0a1 1 0 1 0 0 2 1 1 0 0 0 0-2z';
const GIFT =
  'M4 7h16a1 1 0 0 1 1 1v3a1 1 0 0 1-1 1v8a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1v-8a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1zm1 2v1h6V9H5zm8 0v1h6V9h-6zm-6 3v7h4v-7H7zm6 0v7h4v-7h-4zM12 6.5C11 3 7 2.5 7 5c0 1.2 1.2 1.5 2 1.5h3zm0 0C13 3 17 2.5 17 5c0 1.2-1.2 1.5-2 1.5h-3z';
const LOCK =
  'M7 10V8a5 5 0 0 1 10 0v2h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1h1zm2 0h6V8a3 3 0 0 0-6 0v2zm3 3a1.5 1.5 0 0 0-1 2.6V18h2v-2.4a1.5 1.5 0 0 0-1-2.6z';
const STAR = 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z';

function Point({ path, title, detail }: { path: string; title: ReactNode; detail: ReactNode }) {
  return (
    <li className="site-footer__reassurance-item">
      {icon(path)}
      <span>
        <strong className="site-footer__reassurance-title">{title}</strong>
        <span className="site-footer__reassurance-detail">{detail}</span>
      </span>
    </li>
  );
}

/** The four reassurance points of the footer (SPEC.md §1). */
export function ReassuranceList() {
  const threshold = formatPrice(FREE_DELIVERY_THRESHOLD_CENTS);
  return (
    <ul className="site-footer__reassurance">
      <Point
        path={TRUCK}
        title={<Trans>Livraison offerte dès {threshold}</Trans>}
        detail={<Trans>À domicile ou en point relais</Trans>}
      />
      <Point
        path={GIFT}
        title={<Trans>Offres exclusives</Trans>}
        detail={<Trans>Des avantages réservés à nos clients</Trans>}
      />
      <Point
        path={LOCK}
        title={<Trans>Paiement sécurisé</Trans>}
        detail={<Trans>Par carte bancaire ou par chèque</Trans>}
      />
      <Point
        path={STAR}
        title={<Trans>Avis clients</Trans>}
        detail={<Trans>Les avis de nos consommateurs sur chaque produit</Trans>}
      />
    </ul>
  );
}
