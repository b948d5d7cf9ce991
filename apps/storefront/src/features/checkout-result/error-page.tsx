import { useLingui } from '@lingui/react/macro';
import { describeError } from '@shop/i18n';
import { AppLink } from '../../shared/routing';
import type { CheckoutErrorSearch } from './result-search';
import './checkout-result.css';

/**
 * `/fr/commande/erreur` (SPEC.md §2 Checkout, §8 Payment): the order could not go through.
 * A failed preparation is started again from the cart; a failed final validation is for
 * customer service, who can see what became of the order.
 */
export function CheckoutErrorPage({ reason }: CheckoutErrorSearch) {
  const { t } = useLingui();
  const message =
    reason === 'preparation'
      ? describeError('payment_preparation_failed')
      : reason === 'validation'
        ? describeError('payment_validation_failed')
        : t`Votre commande n’a pas pu aboutir. Aucun montant n’a été débité.`;
  return (
    <div className="page order-result">
      <h1>{t`Votre commande n’a pas pu aboutir`}</h1>
      <p className="form-alert order-result__error" role="alert">
        {message}
      </p>
      <p>
        {reason === 'validation'
          ? t`Votre panier est conservé. Notre service client peut vous dire où en est votre commande.`
          : t`Votre panier est conservé : vous pouvez reprendre votre commande depuis le panier.`}
      </p>
      <div className="order-result__actions">
        <AppLink to="/fr/commande/panier" className="button">
          {reason === 'preparation' ? t`Recommencer ma commande` : t`Retour au panier`}
        </AppLink>
        <AppLink to="/fr/interlocuteur" className="button button--secondary">
          {t`Contacter le service client`}
        </AppLink>
      </div>
    </div>
  );
}
