import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ordersQueryOptions, type OrderSummary } from '@shop/api-client';
import { ACCOUNT_PAGE_PATHS } from '@shop/domain';
import { ORDER_STATUS_MESSAGES, formatDate } from '@shop/i18n';
import { formatEuros } from '../../shared/catalogue';
import { EmptyState } from '../../shared/page';
import { AppLink, PageBreadcrumb } from '../../shared/routing';
import './account-orders.css';

const TITLE_ID = 'orders-title';

/** `/fr/mon-compte/commandes` (SPEC.md §2 Account): the customer's orders, newest first. */
export function OrdersPage() {
  const { t } = useLingui();
  const { data: orders } = useSuspenseQuery(ordersQueryOptions());
  return (
    <div className="page">
      <PageBreadcrumb
        pageType="account"
        entity={{ label: { code: 'my_orders' }, path: ACCOUNT_PAGE_PATHS.my_orders }}
      />
      <h1 id={TITLE_ID}>{t`Mes commandes`}</h1>
      {orders.items.length === 0 ? (
        <EmptyState title={t`Vous n’avez pas encore passé de commande.`}>
          <AppLink to="/fr/produits/$">{t`Découvrir nos produits`}</AppLink>
        </EmptyState>
      ) : (
        <ul className="order-list" aria-labelledby={TITLE_ID}>
          {orders.items.map((order) => (
            <li key={order.id}>
              <OrderCard order={order} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function OrderCard({ order }: { order: OrderSummary }) {
  const { t, i18n } = useLingui();
  const titleId = `order-${order.id}-title`;
  const count = order.number_of_articles;
  return (
    <article className="order-card" aria-labelledby={titleId}>
      <h2 id={titleId} className="order-card__title">
        <Trans>Commande {order.number}</Trans>
      </h2>
      <dl className="order-facts">
        <div>
          <dt>{t`Date`}</dt>
          <dd>{formatDate(order.date)}</dd>
        </div>
        <div>
          <dt>{t`Statut`}</dt>
          <dd>{i18n._(ORDER_STATUS_MESSAGES[order.shown_status])}</dd>
        </div>
        <div>
          <dt>{t`Articles`}</dt>
          <dd>
            <Plural value={count} one="# article" other="# articles" />
          </dd>
        </div>
        <div>
          <dt>{t`Total`}</dt>
          <dd>{formatEuros(order.total_amount)}</dd>
        </div>
      </dl>
      <AppLink
        to="/fr/mon-compte/commande/$id"
        params={{ id: order.id }}
        className="button button--secondary"
      >
        <Trans>
          Voir le détail<span className="visually-hidden"> de la commande {order.number}</span>
        </Trans>
      </AppLink>
    </article>
  );
}
