import {
  ASM_THRESHOLD_CENTS,
  CARD_PAYMENT_TIME_LIMIT_MS,
  CARRIER_CODES,
  DELIVERY_CUTOFF_HOUR,
  FIRST_ORDER_DISCOUNT_PERCENT,
  FIRST_ORDER_FREE_CARRIER,
  FREE_DELIVERY_THRESHOLD_CENTS,
  REFUND_PERIOD_DAYS,
  SOLUTIONS_SITE,
  SUPPLEMENT_VAT_PERCENT,
  WITHDRAWAL_PERIOD_DAYS,
  eurosToCents,
  formatPrice,
} from '@shop/domain';
import { CARRIERS, PAYMENT_METHODS } from '../reference';
import { MEDIATOR, PUBLISHER, SHOP, postalAddress } from './facts';
import { link, list, mailLink, phoneLink } from './html';

const cardBrands = PAYMENT_METHODS.filter((method) => method.kind === 'card').map((m) => m.label);
const wallets = PAYMENT_METHODS.filter((method) => method.kind === 'wallet').map((m) => m.label);
const mobileWallets = PAYMENT_METHODS.filter((method) => method.kind === 'mobile_wallet').map(
  (m) => m.label,
);
const paymentMinutes = CARD_PAYMENT_TIME_LIMIT_MS / 60_000;
const percent = (value: number) => `${String(value).replace('.', ',')} %`;

function carrierLine(code: (typeof CARRIER_CODES)[number]): string {
  const carrier = CARRIERS[code];
  return `<strong>${carrier.label}</strong>, ${formatPrice(eurosToCents(carrier.cost))}\u202f: ${carrier.description.charAt(0).toLowerCase()}${carrier.description.slice(1)}`;
}

/** One list in French: « A, B et C ». */
export function frenchList(items: readonly string[]): string {
  return items.length < 2
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} et ${items[items.length - 1]}`;
}

/**
 * The terms of sale. Article 6, the withdrawal, says what the withdrawal form asks and
 * what the acknowledgement mail says; the figures come from the domain's constants and
 * the seeded carriers and payment methods, which the checkout shows.
 */
export const TERMS_OF_SALE_BODY = `<p class="chapo">Les présentes conditions générales de vente s’appliquent à toute commande passée sur le site <strong>${SHOP.domain}</strong> auprès de ${PUBLISHER.company}, qui exerce sous le nom commercial <strong>${SHOP.name}</strong>. Elles sont en vigueur depuis le 15 janvier 2026.</p>
<h2>Article 1\u202f: Objet</h2>
<p>Les présentes conditions régissent la vente à distance des compléments alimentaires et produits de nutrition présentés sur le site, entre ${PUBLISHER.company}, ${PUBLISHER.form}, dont le siège est situé ${postalAddress(PUBLISHER.headquarters)}, immatriculée au ${PUBLISHER.rcs} (ci-après «\u202fle Laboratoire\u202f»), et toute personne physique agissant en qualité de consommateur (ci-après «\u202fle Client\u202f»).</p>
<p>Le site s’adresse aux particuliers et livre la France métropolitaine uniquement. Les professionnels de santé commandent sur leur site dédié, <strong>${new URL(SOLUTIONS_SITE).host}</strong>, selon leurs propres conditions.</p>
<p>Le Client déclare avoir pris connaissance des présentes conditions et les accepter en cochant la case prévue à cet effet avant le paiement de sa commande. La version applicable est celle en vigueur au jour de la commande\u202f; elle peut être téléchargée et imprimée depuis cette page.</p>
<h2>Article 2\u202f: Prix</h2>
<p>Les prix sont indiqués en euros, toutes taxes comprises. Les compléments alimentaires sont soumis à la TVA au taux de ${percent(SUPPLEMENT_VAT_PERCENT)}. Les frais de livraison sont indiqués en sus, avant la validation de la commande (article 5).</p>
<p>Certains produits bénéficient de prix dégressifs selon la quantité commandée\u202f; le prix unitaire applicable est affiché sur la fiche du produit et dans le panier.</p>
<p>Les offres promotionnelles sont valables dans la limite de leur durée et des stocks disponibles\u202f:</p>
${list([
  `la première commande d’un client connecté à son compte bénéficie d’une remise de ${FIRST_ORDER_DISCOUNT_PERCENT} % avec le code indiqué dans le bandeau du site, et de la livraison offerte en ${CARRIERS[FIRST_ORDER_FREE_CARRIER].label.toLowerCase()}\u202f;`,
  'un seul code avantage s’applique par commande\u202f; certains codes sont réservés aux clients connectés à leur compte\u202f;',
  `le code ASM (attestation de suivi médical) remis par votre professionnel de santé offre un produit à partir de ${formatPrice(ASM_THRESHOLD_CENTS)} d’achat, dans la limite des stocks\u202f; il s’utilise une seule fois et ne se cumule pas avec un code avantage.`,
])}
<h2>Article 3\u202f: Commande</h2>
<p>Pour commander, le Client se connecte à son ${link('my-account___fr', 'compte client')} ou en crée un. La commande suit les étapes suivantes\u202f:</p>
${list([
  'le Client place les produits choisis dans son panier et peut y saisir un code avantage ou un code ASM\u202f;',
  'il choisit le mode de livraison, son adresse de livraison (ou le point relais) et son adresse de facturation, et indique un numéro de téléphone portable pour être prévenu par le transporteur\u202f;',
  'il vérifie le récapitulatif de sa commande (produits, quantités, prix, frais de livraison, adresses) et peut le corriger\u202f;',
  'il accepte les présentes conditions générales de vente, choisit son moyen de paiement et paie.',
])}
<p>La commande est ferme dès le paiement accepté, ou dès sa validation pour un paiement par chèque. Le Laboratoire en accuse réception par un e-mail récapitulatif, qui porte le numéro de commande. Le Client retrouve ses commandes et leur statut dans ${link('my-orders___fr', '«\u202fMes commandes\u202f»')}.</p>
<p>Le Laboratoire se réserve le droit de refuser une commande anormale, passée de mauvaise foi ou émanant d’un client avec lequel existe un litige de paiement.</p>
<h2>Article 4\u202f: Paiement</h2>
<p>Le prix est payable en totalité à la commande, par l’un des moyens suivants\u202f:</p>
${list([
  `<strong>carte bancaire</strong> (${frenchList(cardBrands)}), sur la page de paiement sécurisé de notre banque\u202f; votre banque peut vous demander de confirmer le paiement par un code (3-D Secure)\u202f;`,
  `<strong>${frenchList(wallets)}</strong>, sur la page du service, où vous vous connectez et approuvez le paiement\u202f;`,
  `<strong>${frenchList(mobileWallets)}</strong>, depuis votre téléphone ou votre navigateur compatible\u202f;`,
  `<strong>chèque</strong> en euros, tiré sur une banque française, à l’ordre de «\u202f${SHOP.name}\u202f», envoyé au ${postalAddress(SHOP.laboratory)}, avec le numéro de commande inscrit au dos.`,
])}
<p>Les paiements en ligne se font sur les pages sécurisées de nos prestataires\u202f: le Laboratoire n’a jamais connaissance de vos numéros de carte. Le Client dispose de ${paymentMinutes} minutes pour payer\u202f; passé ce délai, le paiement expire sans débit et le Client peut recommencer. Une commande ne peut être payée qu’une fois\u202f: un second paiement de la même commande est refusé.</p>
<p>Une commande payée par chèque reste «\u202fEn attente de paiement\u202f» jusqu’à la réception du chèque\u202f; elle est préparée dès son encaissement.</p>
<h2>Article 5\u202f: Livraison</h2>
<p>Les produits sont livrés en France métropolitaine, à l’adresse ou au point relais indiqués lors de la commande. Les modes de livraison et leurs frais sont\u202f:</p>
${list(CARRIER_CODES.map(carrierLine))}
<p>La livraison est offerte, quel que soit le mode choisi, pour toute commande d’au moins ${formatPrice(FREE_DELIVERY_THRESHOLD_CENTS)} TTC, remises déduites. Les délais courent à partir de l’enregistrement de la commande, avant ${DELIVERY_CUTOFF_HOUR} heures un jour ouvré, et du paiement accepté\u202f; une commande payée par chèque part à réception du chèque. Le Client suit sa commande et, une fois expédiée, son numéro de suivi dans ${link('my-orders___fr', '«\u202fMes commandes\u202f»')}.</p>
<p>En cas de colis endommagé ou incomplet, le Client le signale au transporteur lors de la remise et en informe le service client dans les meilleurs délais. Le colis non retiré en point relais dans le délai indiqué par le transporteur est retourné au Laboratoire, qui rembourse la commande, frais de livraison exceptés.</p>
<h2>Article 6\u202f: Droit de rétractation</h2>
<p>Conformément aux articles L221-18 et suivants du Code de la consommation, le Client dispose d’un délai de <strong>${WITHDRAWAL_PERIOD_DAYS} jours</strong> à compter de la réception de sa commande pour se rétracter, sans avoir à justifier de motif ni à payer de pénalité. Le jour de la réception ne compte pas\u202f; un délai qui expire un samedi, un dimanche ou un jour férié est prolongé jusqu’au premier jour ouvrable suivant. Le Client peut aussi se rétracter avant la réception.</p>
<p>Pour exercer ce droit, le Client remplit le ${link('withdrawal___fr', 'formulaire de rétractation')} en ligne, qui demande le numéro de la commande, sa date, la date de livraison si la commande a été reçue, les produits retournés et leur quantité, ainsi que ses nom, prénom et adresse e-mail. Il peut aussi adresser toute déclaration dénuée d’ambiguïté par courrier aux ${SHOP.name}, service client, ${postalAddress(SHOP.laboratory)}, ou par e-mail à ${mailLink(SHOP.customerService.email)}. Le Laboratoire lui en accuse réception par e-mail sans délai.</p>
<p>Le Client renvoie les produits aux ${SHOP.name}, service retours, ${postalAddress(SHOP.laboratory)}, au plus tard ${WITHDRAWAL_PERIOD_DAYS} jours après avoir communiqué sa décision, dans leur emballage d’origine. Les frais de retour sont à sa charge.</p>
<p>Le Laboratoire rembourse la totalité des sommes versées, frais de livraison initiaux compris (dans la limite du mode de livraison le moins coûteux), au plus tard ${REFUND_PERIOD_DAYS} jours après la réception des produits retournés, par le moyen de paiement utilisé lors de la commande.</p>
<p>Conformément à l’article L221-28 du Code de la consommation, le droit de rétractation ne s’applique pas aux produits descellés par le Client après la livraison, qui ne peuvent être renvoyés pour des raisons d’hygiène ou de protection de la santé\u202f: un pilulier ou un flacon dont l’opercule a été ouvert ne peut être repris.</p>
<h2>Article 7\u202f: Garanties</h2>
<p>Les produits bénéficient de la garantie légale de conformité (articles L217-3 et suivants du Code de la consommation), pendant deux ans à compter de la délivrance, et de la garantie des vices cachés (articles 1641 et suivants du Code civil). Le Client qui constate un défaut contacte le service client, qui lui propose le remplacement du produit ou son remboursement.</p>
<p>Les compléments alimentaires ne se substituent pas à une alimentation variée et équilibrée ni à un mode de vie sain. Le Client respecte la dose journalière indiquée sur l’étiquette et demande conseil à son médecin ou à son pharmacien en cas de doute, de grossesse ou de traitement en cours.</p>
<h2>Article 8\u202f: Service client, réclamations et médiation</h2>
<p>Le service client répond au ${phoneLink(SHOP.customerService.phone)} (appel non surtaxé), ${SHOP.customerService.hours.charAt(0).toLowerCase()}${SHOP.customerService.hours.slice(1)}, par le ${link('contact___fr', 'formulaire de contact')}, par e-mail à ${mailLink(SHOP.customerService.email)} ou par courrier au ${postalAddress(SHOP.laboratory)}.</p>
<p>En cas de litige non résolu avec le service client, le Client peut recourir gratuitement au médiateur de la consommation\u202f: ${MEDIATOR.name}, ${postalAddress(MEDIATOR)}, ${MEDIATOR.site}, dans un délai d’un an à compter de sa réclamation écrite.</p>
<h2>Article 9\u202f: Données personnelles</h2>
<p>Les données recueillies lors de la commande sont nécessaires à son traitement. Leur usage et vos droits sont décrits dans notre page ${link('data_protection___fr', 'Protection des données personnelles')}.</p>
<h2>Article 10\u202f: Droit applicable</h2>
<p>Les présentes conditions sont soumises au droit français. À défaut d’accord amiable, le litige est porté devant la juridiction compétente selon les règles du Code de procédure civile\u202f; le Client peut saisir, à son choix, la juridiction du lieu où il demeurait au moment de la commande ou de la survenance du fait dommageable.</p>`;
