/**
 * A product as the cart calls send it (SPEC.md §7 Cart: adding products, and the
 * `elements` of /cart/update). Wire names, because this goes out as is.
 */
export interface CartElement {
  element_id: number;
  element_type: 'product';
  quantity: number;
}

/** Cart lines as elements, in the same order. */
export function toCartElements(lines: readonly { id: number; quantity: number }[]): CartElement[] {
  return lines.map((line) => ({
    element_id: line.id,
    element_type: 'product',
    quantity: line.quantity,
  }));
}
