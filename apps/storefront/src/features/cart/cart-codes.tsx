import { useLingui } from '@lingui/react/macro';
import type { CartDetail, CartDiscount } from '@shop/api-client';
import { describeError, formatPercent } from '@shop/i18n';
import { formatEuros } from '../../shared/catalogue';
import { CodeField } from './code-field';
import { codeOf, type CartCodeMutations } from './use-cart-codes';

/** How a discount of the cart reads in the list of applied codes. */
function useDiscountLabel() {
  const { t } = useLingui();
  return (discount: CartDiscount): string => {
    switch (discount.kind) {
      case 'cart_discount': {
        const amount =
          discount.unit === 'percent'
            ? formatPercent(discount.amount)
            : formatEuros(discount.amount);
        return t`${discount.description} (−${amount})`;
      }
      case 'free_product':
        return discount.description;
      case 'product_discount':
        return discount.title || discount.description;
      case 'first_order_promote_10_percent':
        return t`Première commande : −10 %`;
    }
  };
}

/**
 * The advantage code and the ASM code of the cart (SPEC.md §7 Cart, §8 Codes): the fields,
 * the codes applied with what they give, and the gift an ASM code waits for.
 */
export function CartCodes({ detail, codes }: { detail: CartDetail; codes: CartCodeMutations }) {
  const { t } = useLingui();
  const label = useDiscountLabel();
  const { cart } = detail;
  const waitingGift = cart.asm_code !== null && cart.asm_product_id === null;
  const removalError = codeOf(codes.removePromo.error ?? codes.removeAsm.error);
  const labels = [...new Set(cart.discounts.map(label))];
  return (
    <section aria-labelledby="cart-codes-title" className="cart-codes">
      <h2 id="cart-codes-title">{t`Codes avantage`}</h2>
      {(cart.discount_code !== null || cart.asm_code !== null) && (
        <div className="cart-codes__applied">
          <h3>{t`Codes appliqués`}</h3>
          <ul>
            {cart.discount_code !== null && (
              <li>
                <span>{t`Code avantage ${cart.discount_code}`}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={codes.removePromo.isPending}
                  onClick={() => codes.removePromo.mutate()}
                >
                  {t`Retirer`}
                  <span className="visually-hidden"> {t`le code ${cart.discount_code}`}</span>
                </button>
              </li>
            )}
            {cart.asm_code !== null && (
              <li>
                <span>{t`Code ASM ${cart.asm_code}`}</span>
                <button
                  type="button"
                  className="button button--secondary"
                  disabled={codes.removeAsm.isPending}
                  onClick={() => codes.removeAsm.mutate()}
                >
                  {t`Retirer`}
                  <span className="visually-hidden"> {t`le code ${cart.asm_code}`}</span>
                </button>
              </li>
            )}
          </ul>
          {labels.length > 0 && (
            <ul className="cart-codes__discounts" aria-label={t`Remises obtenues`}>
              {labels.map((text) => (
                <li key={text}>{text}</li>
              ))}
            </ul>
          )}
          {removalError && (
            <p role="alert" className="form-field__error">
              {describeError(removalError)}
            </p>
          )}
        </div>
      )}
      {waitingGift && <AsmGiftPicker detail={detail} codes={codes} />}
      <CodeField
        label={t`Code promo`}
        submitLabel={t`Appliquer le code promo`}
        pending={codes.applyPromo.isPending}
        errorCode={codeOf(codes.applyPromo.error)}
        onApply={(code) => codes.applyPromo.mutateAsync(code)}
      />
      <CodeField
        label={t`Code ASM`}
        hint={t`Un produit offert dès 60 € d’achat, non cumulable avec un code promo.`}
        submitLabel={t`Appliquer le code ASM`}
        pending={codes.applyAsm.isPending}
        errorCode={codeOf(codes.applyAsm.error)}
        onApply={(code) => codes.applyAsm.mutateAsync(code)}
      />
    </section>
  );
}

/** The gifts an ASM code offers, one to choose (`POST /cart/{token}/asm/product`). */
function AsmGiftPicker({ detail, codes }: { detail: CartDetail; codes: CartCodeMutations }) {
  const { t } = useLingui();
  const error = codeOf(codes.chooseGift.error);
  return (
    <div className="cart-codes__gifts" role="group" aria-labelledby="asm-gifts-title">
      <h3 id="asm-gifts-title">{t`Choisissez votre produit offert`}</h3>
      {detail.discounted_products.length === 0 ? (
        <p>{t`Aucun produit offert n’est disponible pour le moment.`}</p>
      ) : (
        <ul>
          {detail.discounted_products.map((product) => (
            <li key={product.id}>
              <span>{product.name}</span>
              <button
                type="button"
                className="button button--secondary"
                disabled={codes.chooseGift.isPending}
                onClick={() => codes.chooseGift.mutate(product.id)}
              >
                {t`Choisir`}
                <span className="visually-hidden"> {product.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p role="alert" className="form-field__error">
          {describeError(error)}
        </p>
      )}
    </div>
  );
}
