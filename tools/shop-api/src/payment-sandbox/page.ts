import { formatPrice, type CardPaymentOutcome } from '@shop/domain';
import { escapeHtml } from '../http/escape-html';
import { contentSecurityPolicy, styleHashSource } from './html';
import { TEST_CARDS } from './test-cards';

/**
 * The hosted payment pages of the sandbox, in French: what a payment provider's page shows
 * (merchant, amount) for a card (test cards, 3-D Secure challenge), the wallet service (a
 * login and approval) or a mobile wallet (its payment sheet), with the answers each can
 * give. Plain HTML and one inline style, no script: it works without JavaScript and under
 * a strict CSP. Colours keep a contrast of at least 4.5:1 (most are above 6.5:1).
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
.wallet{background:#003087}
.mobile{background:#1f2328}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{font:inherit;width:100%;max-width:20rem;min-height:2.75rem;padding:.5rem;border:1px solid #5c636e;border-radius:.375rem}
input:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
input[aria-invalid="true"]{border:2px solid #a11d1d}
.actions{margin-top:1rem}
.error{color:#a11d1d;font-weight:600;margin:.25rem 0}
.code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.25rem;letter-spacing:.15em}
.sheet{margin:1.5rem auto 0;max-width:26rem;padding:1rem 1.25rem;border:1px solid #c9ced6;border-radius:1rem;box-shadow:0 .5rem 1.5rem rgb(0 0 0 / 12%)}
.sheet h2{margin-top:0;text-align:center}
.link{background:#1f4fa8}
button:hover,.link:hover{text-decoration:underline}
button:focus-visible,.link:focus-visible{outline:3px solid #1d4ed8;outline-offset:2px}
.help{color:#4a5058;font-size:.875rem}
@media (max-width:30rem){main{margin:0;border:0;border-radius:0;padding:1rem}.card{white-space:normal}}
`;

const STYLE_SOURCE = styleHashSource(STYLE);

/** The CSP header of every page of the sandbox. */
export const SANDBOX_CSP = contentSecurityPolicy(STYLE_SOURCE);

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

/** The page a payment is paid on: the card's, the wallet service's, a mobile wallet's. */
export interface SandboxMethod {
  kind: 'card' | 'wallet' | 'mobile_wallet';
  /** As the shop lists it: « Carte Bancaire », « PayPal », « Apple Pay »… */
  label: string;
}

export type SandboxPageState =
  | { kind: 'open'; cardError?: string }
  | {
      kind: 'challenge';
      code: string;
      attemptsLeft: number;
      /** Whole minutes left to enter the code, rounded up. */
      minutesLeft: number;
      /** Whether the last code entered was wrong. */
      wrongCode: boolean;
    }
  | { kind: 'challenge_timed_out'; lifeMinutes: number }
  | { kind: 'answered'; outcome: CardPaymentOutcome }
  | { kind: 'expired' };

export interface SandboxPageView {
  merchant: string;
  orderNumber: string;
  /** Cents. */
  amount: number;
  /** Where the customer goes back to the shop. */
  returnUrl: string;
  /** The payment's time limit, in minutes. */
  limitMinutes: number;
  method: SandboxMethod;
  state: SandboxPageState;
}

const OUTCOME_LABELS: Record<CardPaymentOutcome, string> = {
  accepted: 'paiement accepté',
  refused: 'paiement refusé',
  cancelled: 'paiement annulé',
  '3ds_failed': 'échec de l’authentification 3-D Secure',
  expired: 'paiement expiré',
  already_paid: 'commande déjà payée',
};

const plural = (count: number, one: string, many: string) => `${count} ${count > 1 ? many : one}`;

/** One submit button of a form: what it reports, how it reads. */
function button(name: string, value: string, label: string, className: string): string {
  return `<button type="submit" name="${name}" value="${value}" class="${className}">${escapeHtml(label)}</button>`;
}

function summary(view: SandboxPageView): string {
  return `<dl>
<div><dt>Marchand</dt><dd>${escapeHtml(view.merchant)}</dd></div>
<div><dt>Commande</dt><dd>${escapeHtml(view.orderNumber)}</dd></div>
<div><dt>Montant à payer</dt><dd class="amount">${escapeHtml(formatPrice(view.amount))}</dd></div>
</dl>`;
}

function closedBlock(message: string, returnUrl: string): string {
  return `<p role="status">${escapeHtml(message)}</p>
<p><a class="link" href="${escapeHtml(returnUrl)}">Revenir à la boutique</a></p>`;
}

const limitHelp = (view: SandboxPageView) =>
  `<p class="help">Le paiement expire ${view.limitMinutes} minutes après son début.</p>`;

function testCardsSection(): string {
  const rows = TEST_CARDS.map(
    (card) =>
      `<tr><td class="card">${card.number}</td><td>${card.brand}</td><td>${escapeHtml(card.result)}</td></tr>`,
  ).join('\n');
  return `<section aria-labelledby="cartes-de-test">
<h2 id="cartes-de-test">Cartes de test</h2>
<table>
<caption>Numéros de carte de l’environnement de test et la réponse que chacun simule.</caption>
<thead><tr><th scope="col">Numéro de carte</th><th scope="col">Réseau</th><th scope="col">Réponse simulée</th></tr></thead>
<tbody>
${rows}
</tbody>
</table>
<p class="help">Seul le numéro est demandé ici : date d’expiration et cryptogramme ne sont pas vérifiés par l’environnement de test.</p>
</section>`;
}

// No action attribute on any form: each posts to the page's own address, whatever the prefix.

function cardNumberForm(error: string | undefined): string {
  const invalid = error === undefined ? '' : ' aria-invalid="true"';
  const describedBy = error === undefined ? 'numero-aide' : 'numero-erreur numero-aide';
  const message =
    error === undefined ? '' : `<p id="numero-erreur" class="error">${escapeHtml(error)}</p>\n`;
  return `<form method="post">
<fieldset>
<legend>Payer avec une carte de test</legend>
<label for="numero">Numéro de carte</label>
${message}<input id="numero" name="card_number" type="text" inputmode="numeric" autocomplete="off" maxlength="23" required aria-describedby="${describedBy}"${invalid}>
<p id="numero-aide" class="help">Un des numéros du tableau ci-dessus, avec ou sans espaces.</p>
<div class="actions">
<button type="submit" class="accept">Payer avec cette carte</button>
</div>
</fieldset>
</form>`;
}

function cardOutcomeForm(): string {
  const buttons = [
    button('outcome', 'accepted', 'Accepter', 'accept'),
    button('outcome', 'refused', 'Refuser', 'refuse'),
    button('outcome', 'cancelled', 'Annuler', 'cancel'),
    button('outcome', '3ds_failed', 'Échec 3-D Secure', 'threeds'),
  ].join('\n');
  return `<form method="post">
<fieldset>
<legend>Réponse simulée de la banque</legend>
<p class="help">Sans carte : la banque donne directement la réponse choisie.</p>
<div class="actions">
${buttons}
</div>
</fieldset>
</form>`;
}

function cardPage(view: SandboxPageView, cardError: string | undefined) {
  return {
    title: `Paiement par carte (test) – ${view.merchant}`,
    body: `<p class="badge">Environnement de test</p>
<h1>Paiement sécurisé par carte</h1>
<p class="notice">Cette page simule la page de paiement de la banque : aucune carte n’est débitée. Payez avec une carte de test, ou choisissez la réponse que la banque doit donner.</p>
${summary(view)}
${testCardsSection()}
${cardNumberForm(cardError)}
${cardOutcomeForm()}
${limitHelp(view)}`,
  };
}

function walletPage(view: SandboxPageView) {
  const name = escapeHtml(view.method.label);
  return {
    title: `${view.method.label} (test) – ${view.merchant}`,
    body: `<p class="badge">Environnement de test</p>
<h1>Payer avec ${name}</h1>
<p class="notice">Cette page simule celle de ${name} : aucun compte n’est débité. Connectez-vous puis approuvez le paiement, ou simulez un refus.</p>
${summary(view)}
<form method="post">
<fieldset>
<legend>Connexion à votre compte ${name}</legend>
<label for="email">Adresse e-mail</label>
<input id="email" name="email" type="email" autocomplete="off" value="acheteur@exemple.fr" aria-describedby="compte-aide">
<label for="mot-de-passe">Mot de passe</label>
<input id="mot-de-passe" name="password" type="password" autocomplete="off" value="sandbox" aria-describedby="compte-aide">
<p id="compte-aide" class="help">Compte de test prérempli : les identifiants ne sont pas vérifiés par l’environnement de test.</p>
<div class="actions">
${button('outcome', 'accepted', 'Se connecter et approuver le paiement', 'wallet')}
${button('outcome', 'refused', `Simuler un refus de ${view.method.label}`, 'refuse')}
${button('outcome', 'cancelled', 'Annuler et revenir à la boutique', 'cancel')}
</div>
</fieldset>
</form>
${limitHelp(view)}`,
  };
}

function mobileWalletPage(view: SandboxPageView) {
  const name = escapeHtml(view.method.label);
  return {
    title: `${view.method.label} (test) – ${view.merchant}`,
    body: `<p class="badge">Environnement de test</p>
<h1>Payer avec ${name}</h1>
<p class="notice">Cette page simule la fenêtre de paiement de ${name} sur le téléphone : aucune carte n’est débitée.</p>
<section class="sheet" aria-labelledby="feuille">
<h2 id="feuille">${name}</h2>
<dl>
<div><dt>Carte</dt><dd>Visa •••• 0000 (carte de test)</dd></div>
<div><dt>Payer à</dt><dd>${escapeHtml(view.merchant)}</dd></div>
<div><dt>Commande</dt><dd>${escapeHtml(view.orderNumber)}</dd></div>
<div><dt>Montant</dt><dd class="amount">${escapeHtml(formatPrice(view.amount))}</dd></div>
</dl>
<form method="post">
<div class="actions">
${button('outcome', 'accepted', 'Confirmer le paiement', 'mobile')}
${button('outcome', 'refused', 'Simuler un refus de la carte', 'refuse')}
${button('outcome', 'cancelled', 'Annuler', 'cancel')}
</div>
</form>
</section>
${limitHelp(view)}`,
  };
}

function challengePage(
  view: SandboxPageView,
  state: Extract<SandboxPageState, { kind: 'challenge' }>,
) {
  const wrong = state.wrongCode
    ? `<p id="code-erreur" class="error" role="alert">Code incorrect. Il vous reste ${plural(state.attemptsLeft, 'essai', 'essais')}.</p>\n`
    : '';
  const describedBy = state.wrongCode ? 'code-erreur code-aide' : 'code-aide';
  return {
    title: `3-D Secure (test) – ${view.merchant}`,
    body: `<p class="badge">Environnement de test</p>
<h1>Authentification 3-D Secure</h1>
<p>Votre banque vérifie que vous êtes bien le titulaire de la carte : saisissez le code à usage unique qu’elle vous a envoyé par SMS.</p>
${summary(view)}
<p class="notice">Environnement de test : le SMS n’est pas envoyé. Le code que la banque enverrait est <strong class="code">${escapeHtml(state.code)}</strong>.</p>
<form method="post">
<fieldset>
<legend>Code reçu par SMS</legend>
<label for="code">Code à usage unique (6 chiffres)</label>
${wrong}<input id="code" name="code" type="text" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required aria-describedby="${describedBy}"${state.wrongCode ? ' aria-invalid="true"' : ''}>
<p id="code-aide" class="help">Il reste ${plural(state.minutesLeft, 'minute', 'minutes')} pour saisir le code et ${plural(state.attemptsLeft, 'essai', 'essais')}.</p>
<div class="actions">
<button type="submit" class="accept">Valider le code</button>
</div>
</fieldset>
</form>
<form method="post">
<div class="actions">
${button('outcome', 'cancelled', 'Abandonner le paiement', 'cancel')}
</div>
</form>`,
  };
}

/** The page of one payment, by its method and where it stands. */
export function renderSandboxPage(view: SandboxPageView): string {
  const { state } = view;
  let page: { title: string; body: string };
  if (state.kind === 'challenge') {
    page = challengePage(view, state);
  } else if (state.kind === 'open') {
    page =
      view.method.kind === 'wallet'
        ? walletPage(view)
        : view.method.kind === 'mobile_wallet'
          ? mobileWalletPage(view)
          : cardPage(view, state.cardError);
  } else {
    const message =
      state.kind === 'expired'
        ? `Le délai de ${view.limitMinutes} minutes pour payer est dépassé : ce paiement a expiré.`
        : state.kind === 'challenge_timed_out'
          ? `Le délai de ${state.lifeMinutes} minutes pour saisir le code est dépassé : l’authentification 3-D Secure a échoué.`
          : `Ce paiement a déjà reçu une réponse : ${OUTCOME_LABELS[state.outcome]}.`;
    const heading =
      view.method.kind === 'card'
        ? 'Paiement sécurisé par carte'
        : `Payer avec ${view.method.label}`;
    page = {
      title: `${view.method.kind === 'card' ? 'Paiement par carte' : view.method.label} (test) – ${view.merchant}`,
      body: `<p class="badge">Environnement de test</p>
<h1>${escapeHtml(heading)}</h1>
${summary(view)}
${closedBlock(message, view.returnUrl)}`,
    };
  }
  return document(page.title, page.body);
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
