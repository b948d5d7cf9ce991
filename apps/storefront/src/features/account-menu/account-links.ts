import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { RouteName } from '@shop/domain';

/** The seven entries of the account menu, in the order of SPEC.md §1. */
export const ACCOUNT_LINKS = [
  { route: 'my-account___fr', label: msg`Tableau de bord` },
  { route: 'my-personal-information___fr', label: msg`Informations personnelles` },
  { route: 'my-profile-and-subscriptions___fr', label: msg`Profil et abonnements` },
  { route: 'my-addresses___fr', label: msg`Mes adresses` },
  { route: 'my-favorites-pharmacies___fr', label: msg`Mes pharmacies favorites` },
  { route: 'my-orders___fr', label: msg`Mes commandes` },
  { route: 'my-favorites-products___fr', label: msg`Mes produits favoris` },
] as const satisfies readonly { route: RouteName; label: MessageDescriptor }[];
