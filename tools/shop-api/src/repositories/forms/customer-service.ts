/**
 * Where the forms' requests go. The country setting (SPEC.md §3) gives the laboratory's
 * postal address, phone and fax but no e-mail, so the customer-service mailbox is ours,
 * on the shop's domain.
 */
export const CUSTOMER_SERVICE_EMAIL = 'service-client@aubepine.example';
