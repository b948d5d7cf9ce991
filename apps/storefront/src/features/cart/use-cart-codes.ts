import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import {
  applyCartCode,
  cartQueryOptions,
  chooseAsmProduct,
  failureOf,
  removeCartCode,
  type CartCodes,
  type CartDetail,
} from '@shop/api-client';
import { articleCount } from '@shop/domain';
import { cartAtom } from '../../shared/state';

/** A refused code call: `code` is the contract's error code, shown under the field. */
export class CartCodeError extends Error {
  readonly code: string;

  constructor(code: string) {
    super(`cart code refused: ${code}`);
    this.code = code;
    this.name = 'CartCodeError';
  }
}

async function refusal(error: unknown): Promise<never> {
  const failure = await failureOf(error);
  if (failure === null) throw error;
  throw new CartCodeError(
    failure === 'network' ? 'upstream_unavailable' : (failure.code ?? 'unknown_error'),
  );
}

/** The code's error code, once a mutation failed. */
export const codeOf = (error: unknown): string | null =>
  error instanceof CartCodeError ? error.code : error ? 'unknown_error' : null;

/**
 * The advantage and ASM codes of the cart (SPEC.md §7 Cart, §8 Codes). Each reply replaces
 * the cached cart: the server says what the code did to the lines and totals.
 */
export function useCartCodes(detail: CartDetail, withToken: boolean) {
  const queryClient = useQueryClient();
  const setMemory = useSetAtom(cartAtom);
  const cartToken = detail.token;
  const place = (reply: CartCodes) => {
    const key = cartQueryOptions(cartToken, withToken).queryKey;
    const previous = queryClient.getQueryData(key) ?? detail;
    queryClient.setQueryData(key, { ...previous, ...reply });
    const count = articleCount(reply.cart.list);
    setMemory((memory) =>
      memory.token === cartToken ? { ...memory, articleCount: count } : memory,
    );
  };
  const call = <TInput>(send: (input: TInput) => Promise<CartCodes>) => ({
    mutationFn: (input: TInput) => send(input).catch(refusal),
    onSuccess: place,
  });

  return {
    applyPromo: useMutation(
      call((code: string) => applyCartCode('discount', { cartToken, code, withToken })),
    ),
    removePromo: useMutation(call<void>(() => removeCartCode('discount', cartToken, withToken))),
    applyAsm: useMutation(
      call((code: string) => applyCartCode('asm', { cartToken, code, withToken })),
    ),
    removeAsm: useMutation(call<void>(() => removeCartCode('asm', cartToken, withToken))),
    chooseGift: useMutation(
      call((productId: number) => chooseAsmProduct({ cartToken, productId, withToken })),
    ),
  };
}

export type CartCodeMutations = ReturnType<typeof useCartCodes>;
