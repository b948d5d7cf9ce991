import { Trans, useLingui } from '@lingui/react/macro';
import type { ValidCheckOrder } from '@shop/api-client';
import { formatEuros } from '../../shared/catalogue';

/** Where and how to send the cheque (SPEC.md §7 `valid-check-order`). */
export function ChequeInstructions({ cheque }: { cheque: ValidCheckOrder }) {
  const { t } = useLingui();
  const { payee, address, reference } = cheque.cheque;
  return (
    <section className="order-result__cheque" aria-labelledby="cheque-title">
      <h2 id="cheque-title">{t`Envoyer votre chèque`}</h2>
      <p>
        <Trans>
          Votre commande sera préparée dès réception de votre chèque de{' '}
          <strong>{formatEuros(cheque.amount)}</strong>.
        </Trans>
      </p>
      <dl className="order-result__facts">
        <div>
          <dt>{t`À l’ordre de`}</dt>
          <dd>{payee}</dd>
        </div>
        <div>
          <dt>{t`Montant`}</dt>
          <dd>{formatEuros(cheque.amount)}</dd>
        </div>
        <div>
          <dt>{t`Référence à inscrire au dos du chèque`}</dt>
          <dd>{reference}</dd>
        </div>
        <div>
          <dt>{t`Adresse d’envoi`}</dt>
          <dd>
            <address>
              {address.name}
              <br />
              {address.street}
              <br />
              {address.zipcode} {address.city}
              <br />
              {address.country}
            </address>
          </dd>
        </div>
      </dl>
    </section>
  );
}
