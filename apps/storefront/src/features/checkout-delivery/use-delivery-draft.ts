import { useCallback, useEffect } from 'react';
import {
  emptyOrderDraft,
  type OrderDraft,
  orderDraftAtom,
  useBrowserAtom,
} from '../../shared/state';

export interface DraftDefaults {
  shippingAddress: number | null;
  billingAddress: number | null;
  mobile: string;
}

/**
 * The order draft of the cart of `token` (SPEC.md §3 Order draft): the stored one when it
 * is this cart's, else a new one starting from the customer's default addresses and mobile.
 */
export function useDeliveryDraft(token: string, defaults: DraftDefaults) {
  const [stored, setStored] = useBrowserAtom(orderDraftAtom);
  const { shippingAddress, billingAddress, mobile } = defaults;
  const fresh = useCallback(
    (): OrderDraft => ({
      ...emptyOrderDraft(token),
      selectedShippingAddress: shippingAddress,
      selectedBillingAddress: billingAddress,
      phone: mobile,
    }),
    [token, shippingAddress, billingAddress, mobile],
  );
  const isThisCart = stored !== null && stored.cartToken === token;
  const draft = isThisCart ? stored : fresh();

  useEffect(() => {
    if (!isThisCart) setStored(fresh());
  }, [isThisCart, fresh, setStored]);

  const update = useCallback(
    (patch: Partial<Omit<OrderDraft, 'cartToken'>>) =>
      setStored((current) => ({
        ...(current !== null && current.cartToken === token ? current : fresh()),
        ...patch,
      })),
    [token, fresh, setStored],
  );
  return { draft, update };
}
