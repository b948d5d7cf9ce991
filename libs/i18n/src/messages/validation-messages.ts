import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MIN_LENGTH, type ValidationMessageKey } from '@shop/domain';

/**
 * The French message of every validation key of libs/domain (SPEC.md §5), under the
 * catalogue id `validation.<key>`. `max_length` takes `{max}`, given by the field error.
 */
export const VALIDATION_MESSAGES: Record<ValidationMessageKey, MessageDescriptor> = {
  required_email: msg({
    id: 'validation.required_email',
    message: 'Veuillez saisir votre adresse e-mail.',
  }),
  required_firstname: msg({
    id: 'validation.required_firstname',
    message: 'Veuillez saisir votre prénom.',
  }),
  required_lastname: msg({
    id: 'validation.required_lastname',
    message: 'Veuillez saisir votre nom.',
  }),
  required_password: msg({
    id: 'validation.required_password',
    message: 'Veuillez saisir votre mot de passe.',
  }),
  required_password_confirmation: msg({
    id: 'validation.required_password_confirmation',
    message: 'Veuillez confirmer votre mot de passe.',
  }),
  required_civility: msg({
    id: 'validation.required_civility',
    message: 'Veuillez indiquer votre civilité.',
  }),
  required_label: msg({
    id: 'validation.required_label',
    message: 'Veuillez donner un nom à cette adresse.',
  }),
  required_address_line_1: msg({
    id: 'validation.required_address_line_1',
    message: 'Veuillez saisir l’adresse.',
  }),
  required_zipcode: msg({
    id: 'validation.required_zipcode',
    message: 'Veuillez saisir le code postal.',
  }),
  required_city: msg({ id: 'validation.required_city', message: 'Veuillez choisir la ville.' }),
  required_country: msg({
    id: 'validation.required_country',
    message: 'Veuillez choisir le pays.',
  }),
  required_customer_code: msg({
    id: 'validation.required_customer_code',
    message: 'Veuillez saisir votre code client.',
  }),
  required_birthday_day: msg({
    id: 'validation.required_birthday_day',
    message: 'Veuillez indiquer le jour de naissance.',
  }),
  required_birthday_month: msg({
    id: 'validation.required_birthday_month',
    message: 'Veuillez indiquer le mois de naissance.',
  }),
  required_birthday_year: msg({
    id: 'validation.required_birthday_year',
    message: 'Veuillez indiquer l’année de naissance.',
  }),
  required_origin: msg({
    id: 'validation.required_origin',
    message: 'Veuillez indiquer comment vous avez connu nos produits.',
  }),
  required_profile: msg({
    id: 'validation.required_profile',
    message: 'Veuillez indiquer votre profil.',
  }),
  required_subject: msg({
    id: 'validation.required_subject',
    message: 'Veuillez choisir l’objet de votre demande.',
  }),
  required_message: msg({
    id: 'validation.required_message',
    message: 'Veuillez saisir votre message.',
  }),
  required_order_number: msg({
    id: 'validation.required_order_number',
    message: 'Veuillez saisir le numéro de commande.',
  }),
  required_order_date: msg({
    id: 'validation.required_order_date',
    message: 'Veuillez indiquer la date de la commande.',
  }),
  required_content: msg({
    id: 'validation.required_content',
    message: 'Veuillez décrire votre demande.',
  }),
  max_length: msg({
    id: 'validation.max_length',
    message:
      '{max, plural, one {Ce champ ne peut contenir que # caractère.} other {Ce champ ne peut contenir que # caractères.}}',
  }),
  email_invalid: msg({
    id: 'validation.email_invalid',
    message: 'L’adresse e-mail n’est pas valide.',
  }),
  name_invalid: msg({
    id: 'validation.name_invalid',
    message: 'Ce nom contient des caractères non autorisés.',
  }),
  password_policy: msg({
    id: 'validation.password_policy',
    message: `Le mot de passe doit contenir au moins ${PASSWORD_MIN_LENGTH} caractères, dont une minuscule, une majuscule, un chiffre et un caractère spécial.`,
  }),
  passwords_differ: msg({
    id: 'validation.passwords_differ',
    message: 'Les 2 mots de passe sont différents.',
  }),
  current_password_required: msg({
    id: 'validation.current_password_required',
    message: 'Veuillez saisir votre mot de passe actuel.',
  }),
  mobile_invalid: msg({
    id: 'validation.mobile_invalid',
    message: 'Le numéro de mobile n’est pas valide (exemple : 06 12 34 56 78).',
  }),
  phone_invalid: msg({
    id: 'validation.phone_invalid',
    message: 'Le numéro de téléphone fixe n’est pas valide (exemple : 01 23 45 67 89).',
  }),
  zipcode_invalid: msg({
    id: 'validation.zipcode_invalid',
    message: 'Ce code postal n’est pas reconnu : nous livrons en France métropolitaine uniquement.',
  }),
  country_invalid: msg({
    id: 'validation.country_invalid',
    message: 'Nous livrons uniquement en France.',
  }),
  siret_invalid: msg({
    id: 'validation.siret_invalid',
    message: 'Le numéro SIRET comporte 14 chiffres.',
  }),
  birthday_invalid: msg({
    id: 'validation.birthday_invalid',
    message: 'Cette date de naissance n’existe pas.',
  }),
  birthday_year_invalid: msg({
    id: 'validation.birthday_year_invalid',
    message: 'L’année de naissance n’est pas valide.',
  }),
  birthday_in_future: msg({
    id: 'validation.birthday_in_future',
    message: 'La date de naissance ne peut pas être dans le futur.',
  }),
  date_invalid: msg({ id: 'validation.date_invalid', message: 'Cette date n’est pas valide.' }),
  date_in_future: msg({
    id: 'validation.date_in_future',
    message: 'La date ne peut pas être dans le futur.',
  }),
  delivery_before_order: msg({
    id: 'validation.delivery_before_order',
    message: 'La date de livraison ne peut pas précéder la date de commande.',
  }),
  opt_ins_required: msg({
    id: 'validation.opt_ins_required',
    message: 'Veuillez cocher au moins l’une des deux options.',
  }),
  newsletter_required: msg({
    id: 'validation.newsletter_required',
    message: 'Veuillez choisir au moins une lettre d’information.',
  }),
  terms_required: msg({
    id: 'validation.terms_required',
    message: 'Veuillez accepter les conditions générales de vente.',
  }),
  quantity_required: msg({
    id: 'validation.quantity_required',
    message: 'Veuillez indiquer une quantité.',
  }),
  need_required: msg({ id: 'validation.need_required', message: 'Veuillez choisir un besoin.' }),
  carrier_required: msg({
    id: 'validation.carrier_required',
    message: 'Veuillez choisir un mode de livraison.',
  }),
  checkout_mobile_required: msg({
    id: 'validation.checkout_mobile_required',
    message: 'Veuillez indiquer un numéro de mobile valide pour le suivi de la livraison.',
  }),
  delivery_address_required: msg({
    id: 'validation.delivery_address_required',
    message: 'Veuillez choisir une adresse de livraison.',
  }),
  billing_address_required: msg({
    id: 'validation.billing_address_required',
    message: 'Veuillez choisir une adresse de facturation.',
  }),
  payment_method_required: msg({
    id: 'validation.payment_method_required',
    message: 'Veuillez choisir un moyen de paiement.',
  }),
  relay_point_required: msg({
    id: 'validation.relay_point_required',
    message: 'Veuillez choisir un point relais.',
  }),
  sales_conditions_required: msg({
    id: 'validation.sales_conditions_required',
    message: 'Veuillez accepter les conditions générales de vente.',
  }),
  invalid_value: msg({ id: 'validation.invalid_value', message: 'Cette valeur n’est pas valide.' }),
};
