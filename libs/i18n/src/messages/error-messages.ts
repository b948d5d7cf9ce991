import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CARD_PAYMENT_TIME_LIMIT_MS, WITHDRAWAL_PERIOD_DAYS, type ErrorCode } from '@shop/domain';

const paymentMinutes = CARD_PAYMENT_TIME_LIMIT_MS / 60_000;

/**
 * The French message of every error code (SPEC.md §8, ARCHITECTURE.md §3): one code, one
 * message, under the catalogue id `error.<code>`. The type makes a code without a message a
 * compile error.
 */
export const ERROR_MESSAGES: Record<ErrorCode, MessageDescriptor> = {
  // Session
  invalid_token: msg({
    id: 'error.invalid_token',
    message: 'Votre session n’est plus valide. Veuillez vous reconnecter.',
  }),
  expired_token: msg({
    id: 'error.expired_token',
    message: 'Votre session a expiré. Veuillez vous reconnecter.',
  }),
  blacklisted_token: msg({
    id: 'error.blacklisted_token',
    message: 'Vous avez été déconnecté. Veuillez vous reconnecter.',
  }),
  token_required: msg({
    id: 'error.token_required',
    message: 'Veuillez vous connecter pour continuer.',
  }),
  refresh_no_longer_available: msg({
    id: 'error.refresh_no_longer_available',
    message: 'Votre session ne peut plus être prolongée. Veuillez vous reconnecter.',
  }),

  // Routing and HTTP
  not_found: msg({
    id: 'error.not_found',
    message: 'Ce que vous cherchez est introuvable.',
  }),
  unauthorized: msg({
    id: 'error.unauthorized',
    message: 'Accès non autorisé : veuillez vous connecter.',
  }),
  internal_error: msg({
    id: 'error.internal_error',
    message: 'Une erreur est survenue de notre côté. Veuillez réessayer dans un instant.',
  }),
  bad_request: msg({
    id: 'error.bad_request',
    message: 'La demande n’a pas pu être traitée. Vérifiez les informations saisies.',
  }),
  method_not_allowed: msg({
    id: 'error.method_not_allowed',
    message: 'Cette action n’est pas possible.',
  }),
  not_acceptable: msg({
    id: 'error.not_acceptable',
    message: 'Cette demande n’est pas prise en charge.',
  }),
  payload_too_large: msg({
    id: 'error.payload_too_large',
    message: 'Les informations envoyées sont trop volumineuses.',
  }),
  unsupported_media_type: msg({
    id: 'error.unsupported_media_type',
    message: 'Ce format de données n’est pas pris en charge.',
  }),
  too_many_requests: msg({
    id: 'error.too_many_requests',
    message: 'Trop de demandes en peu de temps. Veuillez réessayer dans quelques minutes.',
  }),
  csrf_header_missing: msg({
    id: 'error.csrf_header_missing',
    message: 'Cette action a été bloquée par sécurité. Rechargez la page, puis réessayez.',
  }),
  upstream_unavailable: msg({
    id: 'error.upstream_unavailable',
    message: 'La boutique est momentanément indisponible. Veuillez réessayer dans un instant.',
  }),
  upstream_timeout: msg({
    id: 'error.upstream_timeout',
    message: 'La boutique met trop de temps à répondre. Veuillez réessayer dans un instant.',
  }),
  service_overloaded: msg({
    id: 'error.service_overloaded',
    message: 'La boutique est très sollicitée. Veuillez réessayer dans quelques secondes.',
  }),
  maintenance: msg({
    id: 'error.maintenance',
    message: 'La boutique est en maintenance. Elle sera de retour très bientôt.',
  }),

  // Search
  error_api: msg({
    id: 'error.error_api',
    message: 'Une erreur est survenue. Veuillez réessayer.',
  }),

  // Login and account
  email_invalid: msg({
    id: 'error.email_invalid',
    message: 'L’adresse e-mail n’est pas valide.',
  }),
  email_password_mismatch: msg({
    id: 'error.email_password_mismatch',
    message: 'L’adresse e-mail et le mot de passe ne correspondent pas.',
  }),
  invalid_credentials: msg({
    id: 'error.invalid_credentials',
    message: 'Identifiant ou mot de passe incorrect.',
  }),
  missing_credentials: msg({
    id: 'error.missing_credentials',
    message: 'Veuillez saisir votre adresse e-mail et votre mot de passe.',
  }),
  missing_fields: msg({
    id: 'error.missing_fields',
    message: 'Veuillez remplir tous les champs obligatoires.',
  }),
  username_not_found: msg({
    id: 'error.username_not_found',
    message: 'Aucun compte web n’existe pour cette adresse e-mail.',
  }),
  email_already_used: msg({
    id: 'error.email_already_used',
    message: 'Cette adresse e-mail est déjà utilisée par un autre compte client.',
  }),
  user_already_exists: msg({
    id: 'error.user_already_exists',
    message: 'Un compte existe déjà avec ces informations.',
  }),
  customer_not_found: msg({
    id: 'error.customer_not_found',
    message: 'Aucun client ne correspond à cette adresse e-mail.',
  }),
  customer_code_unknown: msg({
    id: 'error.customer_code_unknown',
    message: 'Code invalide : veuillez contacter le service client.',
  }),
  lastname_mismatch: msg({
    id: 'error.lastname_mismatch',
    message: 'Le nom saisi ne correspond pas à ce code client.',
  }),
  customer_already_has_user: msg({
    id: 'error.customer_already_has_user',
    message: 'Ce client possède déjà un compte. Connectez-vous avec votre adresse e-mail.',
  }),
  customer_already_attached: msg({
    id: 'error.customer_already_attached',
    message:
      'Ce compte client est déjà rattaché à une adresse e-mail. Connectez-vous ou réinitialisez votre mot de passe.',
  }),
  too_many_authentication_attempts: msg({
    id: 'error.too_many_authentication_attempts',
    message: 'Trop de tentatives de connexion. Veuillez réessayer plus tard.',
  }),
  too_many_attempts: msg({
    id: 'error.too_many_attempts',
    message: 'Trop de tentatives. Veuillez réessayer plus tard.',
  }),
  current_password_incorrect: msg({
    id: 'error.current_password_incorrect',
    message: 'Le mot de passe actuel est incorrect.',
  }),
  reset_link_expired: msg({
    id: 'error.reset_link_expired',
    message: 'Ce lien a expiré. Veuillez recommencer la procédure.',
  }),
  invalid_input: msg({
    id: 'error.invalid_input',
    message: 'Certaines informations ne sont pas valides. Vérifiez le formulaire.',
  }),
  unknown_error: msg({
    id: 'error.unknown_error',
    message: 'Une erreur inattendue est survenue. Veuillez réessayer.',
  }),
  form_error: msg({
    id: 'error.form_error',
    message: 'Le formulaire contient des erreurs. Corrigez les champs signalés.',
  }),

  // Addresses
  address_is_default: msg({
    id: 'error.address_is_default',
    message:
      'Cette adresse ne peut pas être supprimée : c’est votre adresse de facturation ou de livraison par défaut.',
  }),

  // Codes
  asm_code_invalid: msg({
    id: 'error.asm_code_invalid',
    message: 'Ce code ASM est invalide ou a déjà été utilisé.',
  }),
  promo_code_invalid: msg({
    id: 'error.promo_code_invalid',
    message: 'Ce code promo n’est pas valide.',
  }),
  conditions_not_met: msg({
    id: 'error.conditions_not_met',
    message: 'Les conditions pour bénéficier de ce code ne sont pas remplies.',
  }),
  login_required: msg({
    id: 'error.login_required',
    message: 'Connectez-vous pour bénéficier de cet avantage.',
  }),
  product_already_in_cart: msg({
    id: 'error.product_already_in_cart',
    message: 'Le produit offert ou remisé est déjà dans votre panier.',
  }),
  codes_not_combinable: msg({
    id: 'error.codes_not_combinable',
    message: 'Un code ASM ne se cumule pas avec un code avantage.',
  }),

  // Cart and products
  product_unavailable: msg({
    id: 'error.product_unavailable',
    message: 'Un produit n’est plus disponible : il a été retiré de votre panier.',
  }),
  cart_updated: msg({
    id: 'error.cart_updated',
    message: 'Votre panier a été mis à jour, veuillez le vérifier.',
  }),
  insufficient_stock: msg({
    id: 'error.insufficient_stock',
    message:
      'D’autres clients viennent de commander ce qui restait : il n’y en a plus assez pour votre commande. Votre panier indique ce qui reste ; modifiez-le pour continuer.',
  }),
  favorite_add_failed: msg({
    id: 'error.favorite_add_failed',
    message: 'Le produit n’a pas pu être ajouté à vos favoris.',
  }),
  favorite_already_exists: msg({
    id: 'error.favorite_already_exists',
    message: 'Ce produit est déjà dans vos favoris.',
  }),
  reorder_refused: msg({
    id: 'error.reorder_refused',
    message: 'Aucun produit de cette commande n’est disponible : impossible de la renouveler.',
  }),
  quantity_required: msg({
    id: 'error.quantity_required',
    message: 'Veuillez indiquer une quantité.',
  }),
  cart_empty: msg({
    id: 'error.cart_empty',
    message: 'Votre panier est vide : ajoutez un produit avant de commander.',
  }),

  // Payment
  payment_preparation_failed: msg({
    id: 'error.payment_preparation_failed',
    message: 'Le paiement n’a pas pu être préparé. Veuillez recommencer votre commande.',
  }),
  payment_validation_failed: msg({
    id: 'error.payment_validation_failed',
    message: 'La validation de votre commande a échoué. Veuillez contacter le service client.',
  }),
  payment_refused: msg({
    id: 'error.payment_refused',
    message: 'Votre paiement a été refusé.',
  }),
  payment_cancelled: msg({
    id: 'error.payment_cancelled',
    message: 'Votre paiement a été annulé.',
  }),
  payment_3ds_failed: msg({
    id: 'error.payment_3ds_failed',
    message: 'L’authentification 3-D Secure de votre carte a échoué.',
  }),
  payment_expired: msg({
    id: 'error.payment_expired',
    message: `Le délai de paiement de ${paymentMinutes} minutes est dépassé. Veuillez recommencer.`,
  }),
  order_already_paid: msg({
    id: 'error.order_already_paid',
    message: 'Cette commande a déjà été payée.',
  }),

  // Withdrawal right
  withdrawal_period_over: msg({
    id: 'error.withdrawal_period_over',
    message: `Le délai de rétractation de ${WITHDRAWAL_PERIOD_DAYS} jours après la réception de cette commande est dépassé. Contactez notre service client.`,
  }),

  // Other
  captcha_failed: msg({
    id: 'error.captcha_failed',
    message: 'La vérification anti-spam a échoué. Veuillez réessayer.',
  }),
};
