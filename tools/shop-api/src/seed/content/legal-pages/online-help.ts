import {
  CARD_PAYMENT_TIME_LIMIT_MS,
  CARRIER_CODES,
  DELIVERY_CUTOFF_HOUR,
  FIRST_ORDER_DISCOUNT_PERCENT,
  FIRST_ORDER_FREE_CARRIER,
  FREE_DELIVERY_THRESHOLD_CENTS,
  JWT_COOKIE_MAX_AGE_DAYS,
  PARTNER_PHARMACY_COUNT,
  PASSWORD_MIN_LENGTH,
  PHARMACY_SUPPLY_HOURS,
  REFUND_PERIOD_DAYS,
  WITHDRAWAL_PERIOD_DAYS,
  eurosToCents,
  formatPrice,
} from '@shop/domain';
import { RESET_LINK_TTL_MS } from '../../../repositories/identity/password-resets';
import { CARRIERS, CONTACT, PAYMENT_METHODS } from '../reference';
import { SHOP, postalAddress } from './facts';
import { link, list, mailLink, phoneLink } from './html';
import { frenchList } from './terms-of-sale';

const paymentMinutes = CARD_PAYMENT_TIME_LIMIT_MS / 60_000;
const cardBrands = PAYMENT_METHODS.filter((method) => method.kind === 'card').map((m) => m.label);
const otherOnline = PAYMENT_METHODS.filter(
  (method) => method.kind === 'wallet' || method.kind === 'mobile_wallet',
).map((m) => m.label);
const hours = `${SHOP.customerService.hours.charAt(0).toLowerCase()}${SHOP.customerService.hours.slice(1)}`;
const pharmacies = PARTNER_PHARMACY_COUNT.toLocaleString('fr-FR').replace(/\s/g, ' ');

/** The online help: the questions customer service hears most, answered by the shop's rules. */
export const ONLINE_HELP_BODY = `<p class="chapo">Les réponses aux questions les plus fréquentes sur vos commandes, leur livraison, leur paiement et votre compte. Vous ne trouvez pas la vôtre\u202f? Notre service client vous répond au ${phoneLink(SHOP.customerService.phone)}, ${hours}.</p>
<h2>Commander</h2>
<h3>Faut-il un compte pour commander\u202f?</h3>
<p>Oui\u202f: votre compte garde vos adresses et vous permet de suivre vos commandes. Vous le créez en une minute au moment de commander ou depuis la page ${link('sign_up___fr', 'Créer un compte')}. Si vous avez déjà commandé par téléphone ou par courrier, votre code client figure sur vos factures\u202f: ${link('sign_up_with_code___fr', 'créez votre compte avec ce code')} pour retrouver vos informations.</p>
<h3>Comment utiliser un code avantage\u202f?</h3>
<p>Saisissez-le dans votre ${link('order_cart___fr', 'panier')}, puis validez\u202f: la remise s’affiche aussitôt. Un seul code avantage s’applique par commande. Pour votre première commande, le code du bandeau en haut du site vous offre ${FIRST_ORDER_DISCOUNT_PERCENT} % de remise, et la livraison en ${CARRIERS[FIRST_ORDER_FREE_CARRIER].label.toLowerCase()} est offerte\u202f; connectez-vous pour en profiter.</p>
<h3>Un produit est en rupture de stock\u202f: que faire\u202f?</h3>
<p>Il ne peut pas être ajouté au panier pour le moment. Vous pouvez le demander auprès de l’une de nos ${pharmacies} pharmacies partenaires, qui l’obtiennent en ${PHARMACY_SUPPLY_HOURS} heures\u202f: ${link('pharmacy-finder___fr', 'trouvez une pharmacie près de chez vous')}.</p>
<h2>Livraison</h2>
<p>Nous livrons en France métropolitaine. Pour toute commande enregistrée avant ${DELIVERY_CUTOFF_HOUR} heures un jour ouvré\u202f:</p>
${list(
  CARRIER_CODES.map((code) => {
    const carrier = CARRIERS[code];
    return `<strong>${carrier.label}</strong> (${formatPrice(eurosToCents(carrier.cost))})\u202f: ${carrier.description}`;
  }),
)}
<p>La livraison est offerte dès ${formatPrice(FREE_DELIVERY_THRESHOLD_CENTS)} d’achat, quel que soit le mode choisi\u202f; votre panier vous indique combien il vous reste pour en profiter. Pour le point relais, vous choisissez le point de retrait à l’étape «\u202fLivraison\u202f». Indiquez un numéro de portable\u202f: le transporteur vous prévient par SMS.</p>
<h2>Paiement</h2>
<h3>Quels moyens de paiement acceptez-vous\u202f?</h3>
<p>La carte bancaire (${frenchList(cardBrands)}), ${frenchList(otherOnline)}, et le chèque. Les paiements en ligne se font sur la page sécurisée de notre banque ou du service choisi\u202f: nous ne voyons jamais votre numéro de carte.</p>
<h3>Mon paiement n’a pas abouti</h3>
<p>Vous disposez de ${paymentMinutes} minutes pour payer\u202f; passé ce délai, ou si votre banque refuse le paiement ou l’authentification 3-D Secure (le code qu’elle vous envoie), rien n’est débité et votre commande reste «\u202fEn attente de paiement\u202f»\u202f: vous pouvez recommencer, avec la même carte ou un autre moyen. Une commande n’est jamais débitée deux fois.</p>
<h3>Comment payer par chèque\u202f?</h3>
<p>Choisissez «\u202fChèque\u202f» à l’étape du paiement. Envoyez votre chèque à l’ordre de «\u202f${CONTACT.laboratory.address.name}\u202f» au ${postalAddress(SHOP.laboratory)}, en inscrivant au dos votre numéro de commande. Nous préparons votre colis dès sa réception.</p>
<h2>Suivre ma commande</h2>
<p>Vos commandes sont dans ${link('my-orders___fr', '«\u202fMes commandes\u202f»')}, avec leur statut\u202f:</p>
${list([
  '<strong>En attente de paiement</strong>\u202f: le paiement n’a pas encore abouti, ou nous attendons votre chèque\u202f;',
  '<strong>Payée, en cours de traitement</strong>\u202f: nous préparons votre colis\u202f;',
  '<strong>Expédiée</strong>\u202f: votre colis est en route\u202f; son numéro de suivi figure dans le détail de la commande\u202f;',
  '<strong>Annulée</strong>\u202f: la commande ne sera pas livrée.',
])}
<p>Le bouton «\u202fRenouveler\u202f» ajoute à un nouveau panier les produits de cette commande encore disponibles\u202f; si votre panier contient déjà des articles, nous vous demandons d’abord si vous souhaitez le garder ou le remplacer.</p>
<h2>Retours et rétractation</h2>
<p>Vous disposez de ${WITHDRAWAL_PERIOD_DAYS} jours à compter de la réception de votre commande pour vous rétracter, sans avoir à vous justifier. Remplissez le ${link('withdrawal___fr', 'formulaire de rétractation')}\u202f: il vous demande le numéro et la date de la commande, sa date de livraison si vous l’avez reçue, les produits retournés avec leur quantité, et vos coordonnées. Vous recevez aussitôt un accusé de réception par e-mail.</p>
<p>Renvoyez ensuite les produits, dans leur emballage d’origine et non descellés, aux ${SHOP.name}, service retours, ${postalAddress(SHOP.laboratory)}. Nous vous remboursons dans les ${REFUND_PERIOD_DAYS} jours qui suivent la réception de votre retour, par le moyen de paiement utilisé lors de la commande. Les conditions complètes figurent à l’article 6 de nos ${link('terms_of_sale___fr', 'conditions générales de vente')}.</p>
<h2>Mon compte</h2>
<h3>Quel mot de passe choisir\u202f?</h3>
<p>Au moins ${PASSWORD_MIN_LENGTH} caractères, dont une minuscule, une majuscule, un chiffre et un caractère spécial. L’indicateur sous le champ vous montre sa solidité.</p>
<h3>J’ai oublié mon mot de passe</h3>
<p>Sur la page ${link('forgotten_password___fr', 'Mot de passe oublié')}, indiquez votre adresse e-mail\u202f: vous recevez un lien pour en choisir un nouveau, valable ${RESET_LINK_TTL_MS / 3_600_000} heures.</p>
<h3>Rester connecté</h3>
<p>Cochez «\u202fSe souvenir de moi\u202f» lors de la ${link('login___fr', 'connexion')}\u202f: vous restez connecté ${JWT_COOKIE_MAX_AGE_DAYS} jours sur cet appareil. Sans cette case, la session se ferme avec votre navigateur. Ne la cochez pas sur un ordinateur partagé.</p>
<h3>Modifier mes informations et mes abonnements</h3>
<p>Votre adresse e-mail, votre mot de passe et vos coordonnées se modifient dans ${link('my-personal-information___fr', '«\u202fInformations personnelles\u202f»')}, vos adresses dans ${link('my-addresses___fr', '«\u202fMes adresses\u202f»')}, vos newsletters dans ${link('my-profile-and-subscriptions___fr', '«\u202fProfil et abonnements\u202f»')}. Vos pharmacies préférées se retrouvent dans ${link('my-favorites-pharmacies___fr', '«\u202fMes pharmacies favorites\u202f»')}.</p>
<h2>Nous contacter</h2>
${list([
  `par téléphone au ${phoneLink(SHOP.customerService.phone)} (appel non surtaxé), ${hours}\u202f;`,
  `par le ${link('contact___fr', 'formulaire de contact')}, où vous pouvez aussi demander à être rappelé\u202f;`,
  `par e-mail à ${mailLink(SHOP.customerService.email)}\u202f;`,
  `par courrier au ${postalAddress(SHOP.laboratory)}, ou par fax au ${CONTACT.laboratory.fax.display}.`,
])}
<p>Pour un conseil sur nos produits, nos conseillers et les professionnels de santé qui travaillent avec nous sont présentés sur la page ${link('who-can-give-you-advice___fr', 'Qui peut vous conseiller\u202f?')}.</p>`;
