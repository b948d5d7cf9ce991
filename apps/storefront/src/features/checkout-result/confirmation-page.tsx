import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import {
  chequeOrderQueryOptions,
  orderQueryOptions,
  paymentActionQueryOptions,
} from '@shop/api-client';
import { ORDER_STATUS_MESSAGES } from '@shop/i18n';
import { formatEuros } from '../../shared/catalogue';
import { OrderAddress, OrderLinesTable } from '../../shared/orders';
import { EmptyState } from '../../shared/page';
import { AppLink } from '../../shared/routing';
import { useHomePath } from '../../shared/site';
import { ChequeInstructions } from './cheque-instructions';
import { useResetAfterOrder } from './use-reset-after-order';
import './checkout-result.css';

/** `/fr/commande/confirmation` (SPEC.md §2 Checkout): thanks, and what comes next. */
export function ConfirmationPage({ orderId }: { orderId: number | undefined }) {
  const { t } = useLingui();
  if (orderId === undefined) {
    return (
      <div className="page order-result">
        <h1>{t`Confirmation de commande`}</h1>
        <EmptyState title={t`Aucune commande à confirmer.`}>
          <AppLink to="/fr/mon-compte/commandes">{t`Voir mes commandes`}</AppLink>
        </EmptyState>
      </div>
    );
  }
  return <OrderConfirmation orderId={orderId} />;
}

function OrderConfirmation({ orderId }: { orderId: number }) {
  const { t, i18n } = useLingui();
  const home = useHomePath();
  const { data: order } = useSuspenseQuery(orderQueryOptions(orderId));
  const { data: action } = useSuspenseQuery(paymentActionQueryOptions(orderId));
  const chequeToken = action.action === 'send_cheque' ? action.cart_token : null;
  // Loaded by the route's loader whenever a cheque is awaited.
  const cheque = useQuery({
    ...chequeOrderQueryOptions(chequeToken ?? ''),
    enabled: chequeToken !== null,
  }).data;
  useResetAfterOrder(orderId);
  const ids = { items: useId(), delivery: useId(), next: useId() };
  const paid = order.shown_status !== 'pending_payment' && order.shown_status !== 'cancelled';
  const nextStep = paid
    ? t`Nous préparons votre colis. Vous suivrez son expédition, avec son numéro de suivi dès qu’il part, dans « Mes commandes ».`
    : chequeToken !== null
      ? t`Dès réception de votre chèque, nous préparons votre colis. Vous suivrez votre commande dans « Mes commandes ».`
      : t`Dès que votre paiement est accepté, nous préparons votre colis. Vous suivrez votre commande dans « Mes commandes ».`;

  return (
    <div className="page order-result">
      <h1>{t`Merci pour votre commande !`}</h1>
      <p className="order-result__lead">
        {paid ? (
          <Trans>
            Votre commande <strong>{order.number}</strong> est payée : nous la préparons.
          </Trans>
        ) : (
          <Trans>
            Votre commande <strong>{order.number}</strong> est enregistrée : elle attend votre
            paiement.
          </Trans>
        )}
      </p>
      <dl className="order-result__facts">
        <div>
          <dt>{t`Numéro de commande`}</dt>
          <dd>{order.number}</dd>
        </div>
        <div>
          <dt>{t`Montant`}</dt>
          <dd>{formatEuros(order.total_amount)}</dd>
        </div>
        <div>
          <dt>{t`Moyen de paiement`}</dt>
          <dd>{order.payment_method.label}</dd>
        </div>
        <div>
          <dt>{t`Statut`}</dt>
          <dd>{i18n._(ORDER_STATUS_MESSAGES[order.shown_status])}</dd>
        </div>
      </dl>
      {cheque !== undefined && <ChequeInstructions cheque={cheque} />}
      <section className="order-result__section" aria-labelledby={ids.items}>
        <h2 id={ids.items}>{t`Ce que vous avez commandé`}</h2>
        <OrderLinesTable lines={order.list} number={order.number} />
      </section>
      <section className="order-result__section" aria-labelledby={ids.delivery}>
        <h2 id={ids.delivery}>{t`Livraison`}</h2>
        <p>{order.carrier.label}</p>
        <OrderAddress address={order.delivery_address} />
      </section>
      <section className="order-result__section" aria-labelledby={ids.next}>
        <h2 id={ids.next}>{t`Et ensuite ?`}</h2>
        <p>{nextStep}</p>
      </section>
      <div className="order-result__actions">
        <AppLink to="/fr/mon-compte/commande/$id" params={{ id: order.id }} className="button">
          {t`Suivre ma commande`}
        </AppLink>
        <AppLink to={home} className="button button--secondary">
          {t`Continuer mes achats`}
        </AppLink>
      </div>
    </div>
  );
}
