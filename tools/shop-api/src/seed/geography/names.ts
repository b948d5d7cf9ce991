import { ADDRESS_LINE_MAX_LENGTH } from '@shop/domain';
import type { Random } from '../random';

/** Common French family names: shop signs, not people. */
export const FAMILY_NAMES = [
  'Martin',
  'Bernard',
  'Dubois',
  'Thomas',
  'Robert',
  'Richard',
  'Petit',
  'Durand',
  'Leroy',
  'Moreau',
  'Simon',
  'Laurent',
  'Lefebvre',
  'Michel',
  'Garcia',
  'David',
  'Bertrand',
  'Roux',
  'Vincent',
  'Fournier',
  'Morel',
  'Girard',
  'André',
  'Mercier',
  'Dupont',
  'Lambert',
  'Bonnet',
  'François',
  'Martinez',
  'Legrand',
  'Garnier',
  'Faure',
  'Rousseau',
  'Blanc',
  'Guérin',
  'Muller',
  'Henry',
  'Roussel',
  'Nicolas',
  'Perrin',
  'Morin',
  'Mathieu',
  'Clément',
  'Gauthier',
  'Dumont',
  'Lopez',
  'Fontaine',
  'Chevalier',
  'Robin',
  'Masson',
  'Sanchez',
  'Gérard',
  'Nguyen',
  'Boyer',
  'Denis',
  'Lemaire',
  'Duval',
  'Joly',
  'Gautier',
  'Roger',
  'Roche',
  'Roy',
  'Noël',
  'Meyer',
  'Lucas',
  'Meunier',
  'Jean',
  'Perez',
  'Marchand',
  'Dufour',
  'Blanchard',
  'Marie',
  'Barbier',
  'Brun',
  'Dumas',
  'Brunet',
  'Schmitt',
  'Leroux',
  'Colin',
  'Fernandez',
  'Pierre',
  'Renard',
  'Arnaud',
  'Rolland',
  'Caron',
  'Aubert',
  'Giraud',
  'Leclerc',
  'Vidal',
  'Bourgeois',
  'Renaud',
  'Lemoine',
  'Picard',
  'Gaillard',
  'Philippe',
  'Leclercq',
  'Lacroix',
  'Fabre',
  'Dupuis',
  'Olivier',
  'Rodriguez',
  'Da Silva',
  'Hubert',
  'Louis',
  'Charles',
  'Guillot',
  'Rivière',
  'Le Gall',
  'Guillaume',
  'Adam',
  'Rey',
  'Moulin',
  'Gonzalez',
  'Berger',
  'Lecomte',
  'Menard',
  'Fleury',
  'Deschamps',
  'Carpentier',
  'Julien',
  'Benoît',
  'Paris',
  'Maillard',
  'Marchal',
  'Aubry',
  'Vasseur',
  'Le Roux',
  'Renault',
  'Jacquet',
  'Collet',
  'Prévost',
  'Poirier',
  'Charpentier',
  'Royer',
  'Huet',
  'Baron',
  'Dupuy',
  'Pons',
  'Paul',
  'Laine',
  'Carré',
  'Breton',
  'Rémy',
  'Schneider',
  'Perrot',
  'Guyot',
  'Barre',
  'Marty',
  'Cousin',
] as const;

/** Streets found in most French towns; with a number they fit an address line. */
const STREETS = [
  'rue de la République',
  'place du Marché',
  'avenue Jean Jaurès',
  'rue Victor Hugo',
  'boulevard Gambetta',
  'rue Pasteur',
  'place de l’Église',
  'rue du Général de Gaulle',
  'avenue de la Gare',
  'rue des Écoles',
  'Grande Rue',
  'rue Nationale',
  'place de la Mairie',
  'rue du Commerce',
  'avenue Foch',
  'rue Carnot',
  'rue des Tilleuls',
  'rue de la Paix',
  'rue Jules Ferry',
  'avenue de la Libération',
  'rue du Château',
  'place de la Liberté',
  'rue Émile Zola',
  'rue de Verdun',
  'rue Saint-Michel',
  'boulevard de la Liberté',
  'rue Anatole France',
  'rue des Lilas',
  'avenue du Maréchal Leclerc',
  'rue du Moulin',
  'rue de la Fontaine',
  'rue Principale',
  'place du 8 Mai 1945',
  'rue Jean Moulin',
  'avenue des Champs',
  'rue du Stade',
  'rue de Paris',
  'quai des Marins',
  'cours Lafayette',
] as const;

/** A street address of at most 35 characters (SPEC.md §5, address lines). */
export function streetAddress(random: Random): string {
  const number = random.int(1, 140);
  const suffix = random.next() < 0.08 ? ' bis' : '';
  const address = `${number}${suffix} ${random.pick(STREETS)}`;
  if (address.length > ADDRESS_LINE_MAX_LENGTH) throw new Error(`Address too long: ${address}`);
  return address;
}

const PHARMACY_PLACES = [
  'du Centre',
  'de la Gare',
  'de la Mairie',
  'du Marché',
  'de l’Église',
  'de la Poste',
  'des Halles',
  'du Parc',
  'des Tilleuls',
  'du Pont',
  'de la Place',
  'du Château',
  'des Écoles',
  'de la Fontaine',
  'du Lac',
  'des Arcades',
  'du Rond-Point',
  'de la Croix Blanche',
  'des Quatre Chemins',
  'du Théâtre',
  'des Platanes',
] as const;

/** `Pharmacie du Centre`, `Pharmacie Dupont`, `Grande Pharmacie de Lyon`… */
export function pharmacyName(random: Random, city: string): string {
  const draw = random.next();
  if (draw < 0.45) return `Pharmacie ${random.pick(PHARMACY_PLACES)}`;
  if (draw < 0.8) return `Pharmacie ${random.pick(FAMILY_NAMES)}`;
  if (draw < 0.9) return `Pharmacie ${random.pick(FAMILY_NAMES)}-${random.pick(FAMILY_NAMES)}`;
  if (draw < 0.96) return `Pharmacie de ${city}`;
  return `Grande Pharmacie de ${city}`;
}

const RELAY_SHOPS = [
  'Tabac-Presse',
  'Épicerie',
  'Maison de la Presse',
  'Bar-Tabac',
  'Supérette',
  'Librairie',
  'Fleuriste',
  'Pressing',
  'Cordonnerie',
  'Quincaillerie',
] as const;
const RELAY_PLACES = ['du Centre', 'de la Gare', 'du Marché', 'des Halles', 'de la Place'] as const;

/** `Tabac-Presse du Centre`, `Épicerie Moreau`… and the kind of shop, for its hours. */
export function relayName(random: Random): { name: string; shop: (typeof RELAY_SHOPS)[number] } {
  const shop = random.pick(RELAY_SHOPS);
  const draw = random.next();
  if (draw < 0.4) return { shop, name: `${shop} ${random.pick(RELAY_PLACES)}` };
  if (draw < 0.85) return { shop, name: `${shop} ${random.pick(FAMILY_NAMES)}` };
  return {
    shop,
    name: `${shop} Chez ${random.pick(['Nadine', 'Karim', 'Sylvie', 'Marco', 'Léa', 'Jojo'])}`,
  };
}

/**
 * Fictional French landline numbers: ARCEP reserves these ranges for fiction and tests, so
 * no real line is ever called. The first pair follows the region (01 Île-de-France, 02
 * north-west, 03 north-east, 04 south-east and Corsica, 05 south-west).
 */
const FICTION_PREFIXES = {
  '01': '01 99 00',
  '02': '02 61 91',
  '03': '03 53 01',
  '04': '04 65 71',
  '05': '05 36 49',
} as const;
type Zone = keyof typeof FICTION_PREFIXES;

const ZONE_BY_DEPARTEMENT_PREFIX: Record<string, Zone> = {};
for (const [zone, departements] of Object.entries({
  '01': '75 77 78 91 92 93 94 95',
  '02': '14 18 22 27 28 29 35 36 37 41 44 45 49 50 53 56 61 72 76 85',
  '03': '02 08 10 21 25 39 51 52 54 55 57 58 59 60 62 67 68 70 71 80 88 89 90',
  '04': '01 03 04 05 06 07 13 15 26 2A 2B 30 34 38 42 43 48 63 69 73 74 83 84',
  '05': '09 11 12 16 17 19 23 24 31 32 33 40 46 47 64 65 66 79 81 82 86 87',
}) as [Zone, string][]) {
  for (const departement of departements.split(' ')) ZONE_BY_DEPARTEMENT_PREFIX[departement] = zone;
}

export function fictionalPhone(random: Random, departement: string): string {
  const zone = ZONE_BY_DEPARTEMENT_PREFIX[departement] ?? '01';
  const digits = String(random.int(0, 9999)).padStart(4, '0');
  return `${FICTION_PREFIXES[zone]} ${digits.slice(0, 2)} ${digits.slice(2)}`;
}
