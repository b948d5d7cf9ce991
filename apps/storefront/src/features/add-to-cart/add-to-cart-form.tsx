import { Plural, useLingui } from '@lingui/react/macro';
import { useId, useState, type FormEvent } from 'react';
import { isGiftPrice, isValidQuantity } from '@shop/domain';
import { describeError, describeFieldError } from '@shop/i18n';
import { useFieldsReady } from '@shop/ui';
import { QuantityStepper } from '../../shared/catalogue';
import { AppLink } from '../../shared/routing';
import { AddToCartError, useAddToCart } from './use-add-to-cart';
import './add-to-cart.css';

export interface AddToCartFormProps {
  productId: number;
  productName: string;
  /** The units in stock: the most one may add. */
  stock: number;
  /** In euros; at 0 the product is a gift, offered by codes and never sold. */
  price: number;
}

/**
 * « Ajouter au panier » with its quantity, then what the shop did: the units added, the
 * units the stock allowed, or nothing (a product it no longer sells), and its refusals.
 */
export function AddToCartForm({ productId, productName, stock, price }: AddToCartFormProps) {
  const { t } = useLingui();
  const fieldId = useId();
  const errorId = useId();
  const [quantity, setQuantity] = useState('1');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const addToCart = useAddToCart();
  const ready = useFieldsReady();

  if (isGiftPrice(price)) {
    return (
      <p className="add-to-cart__unavailable">
        {t`Cet échantillon ne se vend pas : il est offert avec certains codes avantage et avec le code ASM.`}
      </p>
    );
  }
  if (stock === 0) {
    return <p className="add-to-cart__unavailable">{t`Ce produit est en rupture de stock.`}</p>;
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (addToCart.isPending) return;
    const wanted = Number(quantity);
    if (!isValidQuantity(wanted)) {
      setFieldError(describeFieldError({ key: 'quantity_required' }));
      return;
    }
    if (wanted > stock) {
      setFieldError(t`Il ne reste que ${stock} unités en stock.`);
      return;
    }
    setFieldError(null);
    addToCart.mutate({ productId, quantity: wanted });
  }

  const outcome = addToCart.data?.outcome;
  const failure =
    addToCart.error instanceof AddToCartError
      ? describeError(addToCart.error.code)
      : outcome?.kind === 'refused'
        ? t`Ce produit n’est plus en vente : il n’a pas été ajouté à votre panier.`
        : null;

  return (
    <form className="add-to-cart" onSubmit={onSubmit} noValidate>
      <QuantityStepper
        id={fieldId}
        value={quantity}
        onChange={(value) => {
          setQuantity(value);
          setFieldError(null);
        }}
        max={stock}
        {...(fieldError ? { errorId } : {})}
      />
      {fieldError && (
        <p id={errorId} className="add-to-cart__error">
          {fieldError}
        </p>
      )}
      {/* Not disabled while the call runs: a disabled button drops the focus to the page;
          a second press is ignored by onSubmit. */}
      <button
        type="submit"
        className="button add-to-cart__submit"
        disabled={!ready}
        aria-disabled={addToCart.isPending || undefined}
      >
        {addToCart.isPending ? t`Ajout en cours…` : t`Ajouter au panier`}
      </button>
      {/* Present from the start so screen readers announce what appears in it. */}
      <div role="status" className="add-to-cart__status">
        {addToCart.isSuccess && outcome?.kind === 'added' && (
          <p className="add-to-cart__confirmation">
            {productName} :{' '}
            <Plural
              value={addToCart.variables.quantity}
              one="# article ajouté au panier."
              other="# articles ajoutés au panier."
            />{' '}
            <AppLink to="/fr/commande/panier">{t`Voir mon panier`}</AppLink>
          </p>
        )}
        {outcome?.kind === 'capped' && (
          <p className="add-to-cart__confirmation">
            {productName} :{' '}
            <Plural
              value={outcome.quantity}
              one="il n’en reste qu’une unité, votre panier la contient."
              other="il n’en reste que # unités, votre panier les contient."
            />{' '}
            <AppLink to="/fr/commande/panier">{t`Voir mon panier`}</AppLink>
          </p>
        )}
      </div>
      {failure && (
        <p role="alert" className="add-to-cart__error">
          {failure}
        </p>
      )}
    </form>
  );
}
