import {
  CONTACT_PROFILES,
  CONTACT_SUBJECTS,
  type ContactChoices,
  type ContactProfile,
  type ContactSubject,
} from '@shop/api-client/contract';

/**
 * The French labels of the contact form's choices (codes in the contract). They are data
 * the form shows, like the civilities and origins the API serves, so they live here and
 * not in the SPA's catalogue; customer service reads them in the e-mails too.
 */
const PROFILE_LABELS: Record<ContactProfile, string> = {
  private: 'Particulier',
  health_professional: 'Professionnel de santé',
  pharmacist: 'Pharmacien',
  press: 'Journaliste',
  other: 'Autre',
};

const SUBJECT_LABELS: Record<ContactSubject, string> = {
  order: 'Ma commande',
  product_advice: 'Un conseil sur un produit',
  account: 'Mon compte client',
  partnership: 'Un partenariat',
  other: 'Autre demande',
};

export function contactChoices(): ContactChoices {
  return {
    profiles: CONTACT_PROFILES.map((code) => ({ code, label: PROFILE_LABELS[code] })),
    subjects: CONTACT_SUBJECTS.map((code) => ({ code, label: SUBJECT_LABELS[code] })),
  };
}

export function contactSubjectLabel(code: string): string {
  return SUBJECT_LABELS[code as ContactSubject] ?? code;
}

export function contactProfileLabel(code: string): string {
  return PROFILE_LABELS[code as ContactProfile] ?? code;
}
