import type { AuthProfile } from '../state';

/**
 * A whole profile, as customer/logged gives it: the stored atom drops anything its schema
 * refuses, so tests need every field. `customer` overrides the customer's fields.
 */
export function testProfile(customer: Partial<AuthProfile['customer']> = {}): AuthProfile {
  const profile: AuthProfile = {
    user: { id: 7, email: 'marie.durand@example.fr' },
    customer: {
      id: 7,
      cegid_id: 'C0007',
      civility: 'MME',
      firstname: 'Marie',
      lastname: 'Durand',
      email: 'marie.durand@example.fr',
      birthday: null,
      phone: null,
      mobile: null,
      origin: null,
      company_name: null,
      siret: null,
      optins: {
        health_newsletter: false,
        product_newsletter: false,
        sms: false,
        diet_newsletter: false,
        foundation: false,
      },
      first_order: true,
      addresses: [],
    },
  };
  return { ...profile, customer: { ...profile.customer, ...customer } };
}
