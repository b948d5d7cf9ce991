/**
 * The seeded demo accounts, listed in docs/reference-data.md: docs, journeys and tests rely
 * on them. Marie Durand comes first and is the account of the worked examples.
 */
export interface DemoAccount {
  email: string;
  password: string;
  cegidId: string;
  civility: 'Madame' | 'Monsieur';
  firstname: string;
  lastname: string;
  /** Whether the seed gives this customer past orders (one in every status for Marie). */
  withOrders: boolean;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    email: 'marie.durand@example.fr',
    password: 'Bonjour-2026!',
    cegidId: 'C100001',
    civility: 'Madame',
    firstname: 'Marie',
    lastname: 'Durand',
    withOrders: true,
  },
  {
    email: 'paul.lefebvre@example.fr',
    password: 'Bonjour-2026!',
    cegidId: 'C100002',
    civility: 'Monsieur',
    firstname: 'Paul',
    lastname: 'Lefebvre',
    withOrders: true,
  },
  {
    // No order yet: the first-order code and free parcel delivery apply to her.
    email: 'camille.moreau@example.fr',
    password: 'Bonjour-2026!',
    cegidId: 'C100003',
    civility: 'Madame',
    firstname: 'Camille',
    lastname: 'Moreau',
    withOrders: false,
  },
];

/**
 * Customers the laboratory knows by code, for sign-up with a customer code (SPEC.md §8):
 * two free to sign up (the browser journeys take one per screen size), and one whose e-mail
 * is already another web account's.
 */
export const CODE_ONLY_CUSTOMERS = [
  {
    cegidId: 'C200001',
    civility: 'Monsieur',
    firstname: 'Julien',
    lastname: 'Bernard',
    email: null,
    case: 'can sign up',
  },
  {
    cegidId: 'C200002',
    civility: 'Madame',
    firstname: 'Sophie',
    lastname: 'Martin',
    email: 'paul.lefebvre@example.fr',
    case: 'e-mail already attached to another account',
  },
  {
    cegidId: 'C200003',
    civility: 'Madame',
    firstname: 'Claire',
    lastname: 'Lefèvre',
    email: null,
    case: 'can sign up',
  },
] as const;
