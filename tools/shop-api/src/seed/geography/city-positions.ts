/**
 * The centre (latitude, longitude, WGS 84, to about 100 m) of the largest cities and of
 * the prefectures of Corsica, written by hand and keyed by INSEE code. The seed places
 * these exactly, where most shoppers search from; every other commune is placed
 * approximately around its departement's centre (departement-centroids.ts).
 */
export const CITY_POSITIONS: Readonly<Record<string, readonly [lat: number, lon: number]>> = {
  '75056': [48.8566, 2.3522], // Paris
  '13055': [43.2965, 5.3698], // Marseille
  '69123': [45.764, 4.8357], // Lyon
  '31555': [43.6047, 1.4442], // Toulouse
  '06088': [43.7102, 7.262], // Nice
  '44109': [47.2184, -1.5536], // Nantes
  '34172': [43.6108, 3.8767], // Montpellier
  '67482': [48.5734, 7.7521], // Strasbourg
  '33063': [44.8378, -0.5792], // Bordeaux
  '59350': [50.6292, 3.0573], // Lille
  '35238': [48.1173, -1.6778], // Rennes
  '51454': [49.2583, 4.0317], // Reims
  '83137': [43.1242, 5.928], // Toulon
  '42218': [45.4397, 4.3872], // Saint-Étienne
  '76351': [49.4944, 0.1079], // Le Havre
  '38185': [45.1885, 5.7245], // Grenoble
  '21231': [47.322, 5.0415], // Dijon
  '49007': [47.4784, -0.5632], // Angers
  '30189': [43.8367, 4.3601], // Nîmes
  '69266': [45.7719, 4.8902], // Villeurbanne
  '63113': [45.7772, 3.087], // Clermont-Ferrand
  '72181': [48.0061, 0.1996], // Le Mans
  '13001': [43.5297, 5.4474], // Aix-en-Provence
  '29019': [48.3904, -4.4861], // Brest
  '37261': [47.3941, 0.6848], // Tours
  '80021': [49.8941, 2.2958], // Amiens
  '87085': [45.8336, 1.2611], // Limoges
  '74010': [45.8992, 6.1294], // Annecy
  '66136': [42.6887, 2.8948], // Perpignan
  '57463': [49.1193, 6.1757], // Metz
  '25056': [47.2378, 6.0241], // Besançon
  '45234': [47.903, 1.9093], // Orléans
  '76540': [49.4432, 1.0999], // Rouen
  '68224': [47.7508, 7.3359], // Mulhouse
  '14118': [49.1829, -0.3707], // Caen
  '54395': [48.6921, 6.1844], // Nancy
  '84007': [43.9493, 4.8055], // Avignon
  '86194': [46.5802, 0.3404], // Poitiers
  '17300': [46.1603, -1.1511], // La Rochelle
  '64445': [43.2951, -0.3708], // Pau
  '2A004': [41.9192, 8.7386], // Ajaccio
  '2B033': [42.6973, 9.4509], // Bastia
};
