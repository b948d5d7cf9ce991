import {
  CART_TOKEN_VALIDITY_DAYS,
  COOKIE_NAMES,
  JWT_COOKIE_MAX_AGE_DAYS,
  SURVEY_CLOSE_COOKIE_MAX_AGE_DAYS,
} from '@shop/domain';
import { RESET_LINK_TTL_MS } from '../../../repositories/identity/password-resets';
import { CARRIERS } from '../reference';
import { DPO, HOST, PUBLISHER, SHOP, postalAddress } from './facts';
import { link, list, mailLink } from './html';

/** « 1 an » for 365 days, as the banner's texts say it. */
function lifetimeInDays(days: number): string {
  return days === 365 ? '1 an' : `${days} jours`;
}

/** Named by the spec but set by no code while the storefront is French only. */
type UnsetCookie = 'locale';

/**
 * What each cookie the shop sets is for and how long it stays. A Record over the names, so
 * that a cookie added to COOKIE_NAMES cannot be set without being described here.
 */
export const SHOP_COOKIES: Record<
  Exclude<keyof typeof COOKIE_NAMES, UnsetCookie>,
  { purpose: string; lifetime: string }
> = {
  session: {
    purpose:
      'garde votre session ouverte une fois connecté\u202f; illisible par les scripts de la page (HttpOnly), transmis uniquement en connexion sécurisée',
    lifetime: `${lifetimeInDays(JWT_COOKIE_MAX_AGE_DAYS)} si vous avez coché «\u202fSe souvenir de moi\u202f», sinon jusqu’à la fermeture du navigateur`,
  },
  loggedIn: {
    purpose: 'indique à la page que vous êtes connecté, sans contenir aucune donnée de session',
    lifetime: `la même que ${COOKIE_NAMES.session}`,
  },
  cartCount: {
    purpose: 'affiche dès l’ouverture de la page le nombre d’articles de votre panier',
    lifetime: `${lifetimeInDays(CART_TOKEN_VALIDITY_DAYS)}, le temps pendant lequel votre panier est conservé`,
  },
  consent: {
    purpose:
      'conserve vos choix en matière de cookies (mesure d’audience, enquêtes, vidéos) et leur date',
    lifetime: '6 mois, après quoi nous vous demandons à nouveau votre accord',
  },
  newsletterPopin: {
    purpose: 'retient que vous avez fermé la fenêtre d’inscription à la newsletter',
    lifetime: '1 an',
  },
  surveyForceClose: {
    purpose: 'retient que vous avez refusé de répondre à nos enquêtes de satisfaction',
    lifetime: lifetimeInDays(SURVEY_CLOSE_COOKIE_MAX_AGE_DAYS),
  },
  oldBrowserNotice: {
    purpose: 'retient que vous avez fermé l’avertissement destiné aux navigateurs trop anciens',
    lifetime: '1 an',
  },
};

const cookieItems = Object.entries(SHOP_COOKIES).map(
  ([key, { purpose, lifetime }]) =>
    `<strong><code>${COOKIE_NAMES[key as keyof typeof SHOP_COOKIES]}</code></strong>\u202f: ${purpose}. Durée\u202f: ${lifetime}.`,
);

const resetHours = RESET_LINK_TTL_MS / 3_600_000;
const carriers = Object.values(CARRIERS).map((carrier) => carrier.label);

/** The privacy policy (GDPR art. 13), with the cookie list the consent banner points to. */
export const DATA_PROTECTION_BODY = `<p class="chapo">Les ${SHOP.name} attachent une grande importance à la confidentialité de vos données. Cette page explique quelles données nous recueillons sur <strong>${SHOP.domain}</strong>, pourquoi, combien de temps nous les gardons, à qui nous les transmettons et comment exercer vos droits.</p>
<h2>Responsable du traitement</h2>
<p>Le responsable du traitement est <strong>${PUBLISHER.company}</strong> (${SHOP.name}), ${postalAddress(PUBLISHER.headquarters)}, ${PUBLISHER.rcs}. Notre ${DPO.title.toLowerCase()} répond à ${mailLink(DPO.email)} ou par courrier\u202f: ${DPO.title}, ${PUBLISHER.company}, ${postalAddress(PUBLISHER.headquarters)}.</p>
<h2>Les données que nous recueillons</h2>
${list([
  '<strong>Votre compte</strong>\u202f: civilité, nom, prénom, date de naissance, adresse e-mail, mot de passe (conservé sous une forme chiffrée irréversible), téléphones, adresses de livraison et de facturation, code client le cas échéant, la façon dont vous nous avez connus, vos pharmacies et produits favoris\u202f;',
  '<strong>Vos commandes</strong>\u202f: produits, montants, codes utilisés, mode de livraison, point relais, numéro de portable transmis au transporteur, moyen de paiement et référence de la transaction. Vos numéros de carte sont saisis sur la page de notre banque\u202f: nous n’y avons jamais accès\u202f;',
  '<strong>Vos demandes</strong>\u202f: messages envoyés par le formulaire de contact, demandes de rappel et de rétractation\u202f;',
  '<strong>Vos abonnements</strong>\u202f: newsletters et offres que vous avez choisi de recevoir\u202f;',
  '<strong>Des données techniques</strong>\u202f: adresse IP, date et heure des connexions et des demandes, pour la sécurité du site.',
])}
<p>Les champs obligatoires sont signalés par un astérisque\u202f: sans eux, nous ne pouvons pas traiter votre demande.</p>
<h2>Pourquoi nous les utilisons</h2>
${list([
  '<strong>Gérer votre compte, vos commandes, leur paiement, leur livraison et le service après-vente</strong>, y compris vos rétractations\u202f: c’est nécessaire à l’exécution du contrat de vente\u202f;',
  '<strong>Tenir notre comptabilité et répondre aux autorités</strong>\u202f: c’est une obligation légale\u202f;',
  '<strong>Vous envoyer nos newsletters et nos offres</strong> par e-mail ou par SMS\u202f: uniquement avec votre accord, que vous retirez à tout moment dans votre espace «\u202fProfil et abonnements\u202f» ou par le lien de désinscription de chaque envoi\u202f;',
  '<strong>Répondre à vos messages et vous rappeler</strong>\u202f: c’est notre intérêt légitime à vous répondre, ou l’exécution de votre commande lorsqu’elle est en cause\u202f;',
  '<strong>Protéger le site et vos comptes</strong> contre la fraude, les robots et les tentatives de connexion répétées\u202f: c’est notre intérêt légitime\u202f;',
  '<strong>Mesurer l’audience du site et vous proposer des enquêtes de satisfaction</strong>\u202f: uniquement avec votre accord (voir «\u202fCookies\u202f» ci-dessous).',
])}
<p>Nous ne vendons ni ne louons vos données. Nous ne prenons aucune décision automatisée qui vous concerne.</p>
<h2>Qui les reçoit</h2>
<p>Vos données sont traitées par nos équipes du service client, de la logistique et de la comptabilité, et par nos sous-traitants, dans la seule mesure nécessaire à leur mission\u202f:</p>
${list([
  `notre hébergeur, ${HOST.company}, dont les serveurs sont en France\u202f;`,
  `les transporteurs (${carriers.join(', ')}) pour la livraison de vos colis\u202f;`,
  'notre banque et les services de paiement que vous choisissez (PayPal, Apple Pay, Google Pay), qui traitent aussi vos données selon leurs propres politiques et peuvent les transférer hors de l’Union européenne avec les garanties prévues par le RGPD\u202f;',
  'notre prestataire d’envoi d’e-mails et de SMS.',
])}
<h2>Combien de temps nous les gardons</h2>
${list([
  'votre compte\u202f: tant que vous l’utilisez, puis 3 ans après votre dernière commande ou votre dernière connexion\u202f; il est alors supprimé\u202f;',
  'vos commandes et factures\u202f: 10 ans, comme l’exige le Code de commerce\u202f;',
  'vos demandes au service client et de rétractation\u202f: 5 ans, délai de prescription des litiges commerciaux\u202f;',
  'vos abonnements\u202f: jusqu’à votre désinscription, ou 3 ans après notre dernier échange\u202f;',
  `le lien de réinitialisation de votre mot de passe\u202f: ${resetHours} heures\u202f;`,
  'les journaux de connexion\u202f: 12 mois.',
])}
<h2>Vos droits</h2>
<p>Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation et de portabilité de vos données, du droit de vous opposer à leur traitement (à tout moment et sans motif pour la prospection), de retirer votre consentement et de définir des directives sur leur sort après votre décès.</p>
<p>Vous modifiez vous-même la plupart de vos données dans ${link('my-account___fr', 'votre compte')}\u202f: ${link('my-personal-information___fr', 'informations personnelles')}, ${link('my-addresses___fr', 'adresses')} et ${link('my-profile-and-subscriptions___fr', 'abonnements')}. Pour toute autre demande, dont la suppression de votre compte, écrivez à ${mailLink(DPO.email)}\u202f; nous vous répondons sous un mois.</p>
<p>Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la Commission nationale de l’informatique et des libertés (CNIL), 3 place de Fontenoy, TSA 80715, 75334 Paris Cedex 07, www.cnil.fr.</p>
<h2>Cookies</h2>
<p>Un cookie est un petit fichier déposé dans votre navigateur. Le site en utilise de deux sortes\u202f: ceux qui font fonctionner la boutique, qui ne demandent pas votre accord, et ceux que vous acceptez ou refusez dans notre bandeau. Vous changez d’avis à tout moment avec le bouton «\u202fGérer mes cookies\u202f», en bas de chaque page\u202f; votre choix est conservé 6 mois.</p>
<h3>Les cookies de la boutique</h3>
<p>Déposés par ${SHOP.domain}, ils sont nécessaires au fonctionnement du site ou retiennent un choix que vous avez fait\u202f; ils ne servent à aucun suivi.</p>
${list(cookieItems)}
<h3>Les cookies soumis à votre accord</h3>
<p>Ils ne sont déposés, par nos partenaires, qu’une fois votre accord donné pour leur finalité, et jamais avant votre réponse au bandeau\u202f:</p>
${list([
  '<strong>Mesure d’audience</strong>\u202f: notre outil de gestion de balises charge un outil de statistiques de visite, qui dépose ses cookies pour 13 mois au plus\u202f; les statistiques sont conservées 25 mois. Nous mesurons aussi, sans cookie, le temps de chargement des pages\u202f;',
  '<strong>Enquêtes de satisfaction</strong>\u202f: le script de notre prestataire d’enquêtes se charge une seconde après votre accord et dépose ses cookies pour vous proposer un questionnaire occasionnel\u202f;',
  '<strong>Vidéos YouTube</strong>\u202f: la lecture des vidéos de nos produits dépose les cookies de YouTube (Google), selon la politique de cet éditeur.',
])}
<h3>Le stockage de votre navigateur</h3>
<p>Sans être des cookies, le stockage local de votre navigateur garde votre panier, la commande en cours, vos dernières recherches et, une fois connecté, votre profil (nom, adresse e-mail), pour que vous les retrouviez d’une page à l’autre. Il n’est jamais transmis à des tiers. La déconnexion le vide, sauf vos dernières recherches, que vous effacez avec les données de navigation de votre navigateur.</p>`;
