import { formatPrice, type CardPaymentOutcome } from '@shop/domain';
import { REPORTED_CARD_OUTCOMES, type ReportedCardOutcome } from '@shop/api-client/contract';
import { contentSecurityPolicy, escapeHtml, styleHashSource } from './html';

/**
 * The hosted payment page of the sandbox, in French: what a payment provider's page shows
 * (merchant, amount, test cards) and one button per answer the bank can give. Plain HTML
 * and one inline style, no script: it works without JavaScript and under a strict CSP.
 * Colours keep a contrast of at least 4.5:1 (most are above 6.5:1).
 */
const STYLE = `
*{box-sizing:border-box}
body{margin:0;font:1rem/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1f2328;background:#f4f5f7}
main{max-width:40rem;margin:2rem auto;padding:1.5rem;background:#fff;border:1px solid #c9ced6;border-radius:.5rem}
h1{font-size:1.5rem;margin:.5rem 0 1rem}
h2{font-size:1.125rem;margin:1.5rem 0 .5rem}
.badge{display:inline-block;margin:0;padding:.125rem .5rem;border-radius:1rem;background:#fff4d6;color:#5c3b00;font-weight:600;font-size:.875rem}
.notice{padding:.75rem;border-left:4px solid #8a5a00;background:#fff9ea}
dl{display:grid;gap:.5rem;margin:1rem 0}
dl div{display:flex;justify-content:space-between;gap:1rem;border-bottom:1px solid #e3e6ea;padding-bottom:.25rem}
dt{color:#4a5058}
dd{margin:0;font-weight:600}
.amount{font-size:1.375rem}
table{width:100%;border-collapse:collapse}
caption{text-align:left;color:#4a5058;padding-bottom:.25rem}
th,td{text-align:left;padding:.375rem .5rem;border-bottom:1px solid #e3e6ea}
.card{font-family:ui-monospace,Menlo,Consolas,monospace;white-space:nowrap}
fieldset{border:1px solid #c9ced6;border-radius:.5rem;margin:1.5rem 0 0;padding:1rem}
legend{font-weight:600;padding:0 .25rem}
.actions{display:flex;flex-wrap:wrap;gap:.75rem}
button,.link{font:inherit;font-weight:600;padding:.625rem 1rem;border-radius:.375rem;border:2px solid transparent;cursor:pointer;color:#fff;text-decoration:none;display:inline-block}
.accept{background:#0a6b32}
.refuse{background:#a11d1d}
.cancel{background:#fff;color:#1f2328;border-color:#1f2328}
.threeds{background:#6a3d9a}
.link{background:#1f4fa8}
button:hover,.link:hover{text-decoration:underline}
button:focus-visible,.link:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.help{color:#4a5058;font-size:.875rem}
@media (max-width:30rem){main{margin:0;border:0;border-radius:0;padding:1rem}.card{white-space:normal}}
`;

const STYLE_SOURCE = styleHashSource(STYLE);

/** The CSP header of every page of the sandbox. */
export const SANDBOX_CSP = contentSecurityPolicy(STYLE_SOURCE);

/** Shown for information only: the page has no card field, its buttons give the answer. */
const TEST_CARDS = [
  { number: '4970 1000 0000 0000', result: 'Paiement accepté' },
  { number: '4970 1000 0000 0014', result: 'Paiement refusé par la banque' },
  { number: '4970 1000 0000 0022', result: 'Échec de l’authentification 3-D Secure' },
  { number: '5970 1000 0000 0009', result: 'Paiement accepté (Mastercard)' },
];

const BUTTONS: Record<ReportedCardOutcome, { label: string; className: string }> = {
  accepted: { label: 'Accepter', className: 'accept' },
  refused: { label: 'Refuser', className: 'refuse' },
  cancelled: { label: 'Annuler', className: 'cancel' },
  '3ds_failed': { label: 'Échec 3-D Secure', className: 'threeds' },
};

const OUTCOME_LABELS: Record<CardPaymentOutcome, string> = {
  accepted: 'paiement accepté',
  refused: 'paiement refusé',
  cancelled: 'paiement annulé',
  '3ds_failed': 'échec de l’authentification 3-D Secure',
  expired: 'paiement expiré',
  already_paid: 'commande déjà payée',
};

function document(title: string, body: string): string {
  return `<!doctype html>
<html lang="fr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

export interface SandboxPageView {
  merchant: string;
  orderNumber: string;
  /** Cents. */
  amount: number;
  /** Where the customer goes back to the shop. */
  returnUrl: string;
  /** The payment's time limit, in minutes. */
  limitMinutes: number;
  state: { kind: 'open' } | { kind: 'answered'; outcome: CardPaymentOutcome } | { kind: 'expired' };
}

function testCardsSection(): string {
  const rows = TEST_CARDS.map(
    (card) => `<tr><td class="card">${card.number}</td><td>${escapeHtml(card.result)}</td></tr>`,
  ).join('\n');
  return `<section aria-labelledby="cartes-de-test">
<h2 id="cartes-de-test">Cartes de test</h2>
<table>
<caption>Numéros de carte de l’environnement de test, pour information : aucune saisie n’est demandée ici.</caption>
<thead><tr><th scope="col">Numéro de carte</th><th scope="col">Réponse simulée</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="help">Date d’expiration : toute date future. Cryptogramme : trois chiffres au choix.</p>
</section>`;
}

function answerForm(): string {
  const buttons = REPORTED_CARD_OUTCOMES.map((outcome) => {
    const { label, className } = BUTTONS[outcome];
    return `<button type="submit" name="outcome" value="${outcome}" class="${className}">${escapeHtml(label)}</button>`;
  }).join('\n');
  // No action attribute: the form posts to the page's own address, whatever the prefix.
  return `<form method="post">
<fieldset>
<legend>Réponse simulée de la banque</legend>
<div class="actions">
${buttons}
</div>
</fieldset>
</form>`;
}

function closedBlock(message: string, returnUrl: string): string {
  return `<p role="status">${escapeHtml(message)}</p>
<p><a class="link" href="${escapeHtml(returnUrl)}">Revenir à la boutique</a></p>`;
}

/** The page of one card payment. */
export function renderSandboxPage(view: SandboxPageView): string {
  const amount = formatPrice(view.amount);
  let action: string;
  if (view.state.kind === 'open') {
    action = `${answerForm()}
<p class="help">Le paiement expire ${view.limitMinutes} minutes après son début.</p>`;
  } else if (view.state.kind === 'expired') {
    action = closedBlock(
      `Le délai de ${view.limitMinutes} minutes pour payer est dépassé : ce paiement a expiré.`,
      view.returnUrl,
    );
  } else {
    action = closedBlock(
      `Ce paiement a déjà reçu une réponse : ${OUTCOME_LABELS[view.state.outcome]}.`,
      view.returnUrl,
    );
  }
  return document(
    `Paiement par carte (test) – ${view.merchant}`,
    `<p class="badge">Environnement de test</p>
<h1>Paiement sécurisé par carte</h1>
<p class="notice">Cette page simule la page de paiement de la banque : aucune carte n’est débitée. Choisissez la réponse que la banque doit donner.</p>
<dl>
<div><dt>Marchand</dt><dd>${escapeHtml(view.merchant)}</dd></div>
<div><dt>Commande</dt><dd>${escapeHtml(view.orderNumber)}</dd></div>
<div><dt>Montant à payer</dt><dd class="amount">${escapeHtml(amount)}</dd></div>
</dl>
${testCardsSection()}
${action}`,
  );
}

/** The page of a token no payment has. */
export function renderNotFoundPage(): string {
  return document(
    'Paiement introuvable',
    `<h1>Paiement introuvable</h1>
<p>Ce lien de paiement n’existe pas ou n’est plus valable. Revenez à votre panier pour relancer le paiement de votre commande.</p>
<p><a class="link" href="/fr/commande/panier">Revenir au panier</a></p>`,
  );
}
