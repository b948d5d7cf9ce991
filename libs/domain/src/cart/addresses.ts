import type { CodeCheck } from './code-check';

/**
 * The default flags of an address, under the contract's names (SPEC.md §3 Address) so the
 * SPA passes its address DTOs as they are.
 */
export interface AddressDefaults {
  id: number;
  is_invoice_default: boolean;
  is_delivery_default: boolean;
}

/**
 * The customer's addresses after one was updated (SPEC.md §4 Cart): the address with the
 * same id is replaced where it stands, the others are left as they are. An id the list does
 * not hold is appended: the server has just confirmed that address, so the list was behind
 * (created in another tab), and hiding it would be wrong (our decision). Default flags of the
 * other addresses are the server's to change; its customer reply brings them.
 */
export function replaceAddress<Address extends { id: number }>(
  addresses: readonly Address[],
  updated: Address,
): Address[] {
  const index = addresses.findIndex((address) => address.id === updated.id);
  if (index === -1) return [...addresses, updated];
  return addresses.map((address, position) => (position === index ? updated : address));
}

/**
 * Whether an address may be deleted (SPEC.md §8 Addresses): not while it is the default
 * billing or the default delivery address.
 */
export function checkAddressDeletion(address: AddressDefaults): CodeCheck<'address_is_default'> {
  return address.is_invoice_default || address.is_delivery_default
    ? { ok: false, code: 'address_is_default' }
    : { ok: true };
}
