import * as v from 'valibot';
import { applyCartChange, checkCartChange, type CartChange } from '@shop/domain';
import { CartElementListSchema, type CartElementInput } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import type { CartDraft } from '../../../repositories/carts/reconcile-cart';
import type { StoredCart } from '../../../repositories/carts/settle-cart';

function unreadableElements(): ApiError {
  return new ApiError(400, 'invalid_input', 'Unreadable elements', { elements: 'invalid_format' });
}

/** `elements` as SPEC.md §7 sends it (JSON text), or as a list. */
function elementList(elements: string | CartElementInput[]): CartElementInput[] {
  if (typeof elements !== 'string') return elements;
  let parsed: unknown;
  try {
    parsed = JSON.parse(elements);
  } catch {
    throw unreadableElements();
  }
  const result = v.safeParse(CartElementListSchema, parsed);
  if (!result.success) throw unreadableElements();
  return result.output;
}

/**
 * The changes `elements` asks for, each checked by libs/domain's `checkCartChange` (SPEC.md
 * §5: a quantity is required): 400 `quantity_required`, with the failing elements.
 */
export function cartChangesOf(
  elements: string | CartElementInput[],
  mode: 'set' | 'add',
): CartChange[] {
  const changes = elementList(elements).map((element): CartChange => ({
    kind: mode,
    productId: element.element_id,
    quantity: element.quantity,
  }));
  const fields: Record<string, string> = {};
  changes.forEach((change, index) => {
    if (!checkCartChange(change).ok) fields[`elements.${index}.quantity`] = 'quantity_required';
  });
  if (Object.keys(fields).length > 0) {
    throw new ApiError(400, 'quantity_required', 'A whole quantity is required', fields);
  }
  return changes;
}

/**
 * The draft after the changes, one by one, as libs/domain's `applyCartChange` makes them.
 * A change bringing an offered line to 0 takes off what offered it: the ASM product
 * choice, or the free-product code (offered lines come and go with their codes; a positive
 * quantity of such a product asks for a paid line, which the code's rules then judge).
 */
export function applyChanges(stored: StoredCart, changes: readonly CartChange[]): CartDraft {
  const offered = new Set(stored.lines.filter((line) => line.offered).map((l) => l.productId));
  let draft: CartDraft = stored.draft;
  for (const change of changes) {
    const paidLines = applyCartChange(draft.paidLines, change);
    const zeroed = change.kind === 'remove' || (change.kind === 'set' && change.quantity === 0);
    const inPaidLines = draft.paidLines.some((line) => line.id === change.productId);
    draft = { ...draft, paidLines };
    if (!zeroed || inPaidLines || !offered.has(change.productId)) continue;
    draft =
      draft.asmProductId === change.productId
        ? { ...draft, asmProductId: null }
        : { ...draft, discountCode: null };
  }
  return draft;
}
