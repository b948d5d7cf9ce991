import { DIRECTOR, DPO, HOST, PUBLISHER, SHOP, postalAddress } from './facts';
import { link, mailLink, phoneLink } from './html';

/** The legal notice the LCEN (law of 21 June 2004, art. 6) asks of a site that sells. */
export const LEGAL_NOTICE_BODY = `<p class="chapo">Le site <strong>${SHOP.domain}</strong> est la boutique en ligne des ${SHOP.name}. Conformément à l’article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l’économie numérique, voici qui l’édite et qui l’héberge.</p>
<h2>Éditeur du site</h2>
<p><strong>${PUBLISHER.company}</strong>, ${PUBLISHER.form}, exerçant sous le nom commercial ${SHOP.name}.</p>
<ul>
<li>Siège social\u202f: ${postalAddress(PUBLISHER.headquarters)}</li>
<li>Téléphone du siège\u202f: ${phoneLink(PUBLISHER.phone)}</li>
<li>Immatriculation\u202f: ${PUBLISHER.rcs}, SIRET ${PUBLISHER.siret}</li>
<li>Numéro de TVA intracommunautaire\u202f: ${PUBLISHER.vat}</li>
<li>Code APE\u202f: ${PUBLISHER.ape}</li>
<li>Laboratoire et service client\u202f: ${postalAddress(SHOP.laboratory)}</li>
</ul>
<h2>Directrice de la publication</h2>
<p>${DIRECTOR.name}, ${DIRECTOR.role}.</p>
<h2>Hébergement</h2>
<p>Le site et ses données sont hébergés par <strong>${HOST.company}</strong>, ${postalAddress(HOST)}, téléphone ${phoneLink(HOST.phone)}, ${HOST.site}. Les serveurs sont situés en France, dans ses centres de données de ${HOST.datacentres}.</p>
<h2>Nous contacter</h2>
<p>Notre service client vous répond au ${phoneLink(SHOP.customerService.phone)} (appel non surtaxé), ${SHOP.customerService.hours.charAt(0).toLowerCase()}${SHOP.customerService.hours.slice(1)}, par le ${link('contact___fr', 'formulaire de contact')} ou par e-mail à ${mailLink(SHOP.customerService.email)}. Pour une question sur vos données personnelles, écrivez à notre ${DPO.title.toLowerCase()}\u202f: ${mailLink(DPO.email)}.</p>
<h2>Propriété intellectuelle</h2>
<p>La structure du site, ses textes, photographies, illustrations, logos et marques (dont ${SHOP.name} et les noms de ses gammes) sont la propriété d’${PUBLISHER.company} ou de ses partenaires et sont protégés par le Code de la propriété intellectuelle. Toute reproduction ou représentation, totale ou partielle, sans autorisation écrite préalable est interdite, à l’exception d’une copie à usage privé.</p>
<p>Les liens vers le site sont les bienvenus, à condition de ne pas l’afficher à l’intérieur d’un autre site et de ne pas laisser croire à un partenariat qui n’existe pas.</p>
<h2>Informations de santé</h2>
<p>Les informations publiées sur le site, notamment dans les conseils, sont données à titre général. Elles ne remplacent pas l’avis de votre médecin ou de votre pharmacien. Les allégations de santé des produits sont celles autorisées par la réglementation européenne.</p>
<h2>Données personnelles et cookies</h2>
<p>L’usage que nous faisons de vos données, la liste des cookies déposés et vos droits sont décrits dans notre page ${link('data_protection___fr', 'Protection des données personnelles')}. Les conditions de vente figurent dans nos ${link('terms_of_sale___fr', 'conditions générales de vente')}.</p>`;
