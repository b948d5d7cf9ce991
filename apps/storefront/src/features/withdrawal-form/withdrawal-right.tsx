import { Trans } from '@lingui/react/macro';

/** The withdrawal right in a few words (SPEC.md §9): 14 days, then a refund within 14 days. */
export function WithdrawalRight() {
  return (
    <section className="withdrawal-right" aria-labelledby="withdrawal-right-title">
      <h2 id="withdrawal-right-title">
        <Trans>Votre droit de rétractation</Trans>
      </h2>
      <p>
        <Trans>
          Vous disposez de 14 jours à compter de la réception de votre commande pour vous rétracter,
          sans avoir à justifier de motif. Remplissez ce formulaire, puis renvoyez-nous les produits
          concernés, dans leur emballage d’origine.
        </Trans>
      </p>
      <p>
        <Trans>
          Nous vous remboursons dans les 14 jours qui suivent la réception de votre retour, par le
          moyen de paiement utilisé lors de la commande.
        </Trans>
      </p>
    </section>
  );
}
