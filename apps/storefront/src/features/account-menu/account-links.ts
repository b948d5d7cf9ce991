import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** The seven entries of the account menu, in the order of SPEC.md §1, by route. */
export const ACCOUNT_LINKS = [
  { to: '/fr/mon-compte', label: msg`Tableau de bord` },
  { to: '/fr/mon-compte/informations-personnelles', label: msg`Informations personnelles` },
  { to: '/fr/mon-compte/profil-et-abonnements', label: msg`Profil et abonnements` },
  { to: '/fr/mon-compte/adresses', label: msg`Mes adresses` },
  { to: '/fr/mon-compte/pharmacies-favorites', label: msg`Mes pharmacies favorites` },
  { to: '/fr/mon-compte/commandes', label: msg`Mes commandes` },
  { to: '/fr/mon-compte/produits-favoris', label: msg`Mes produits favoris` },
] as const satisfies readonly { to: string; label: MessageDescriptor }[];
