import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { CartLine } from '@shop/api-client';
import { priceBefore } from '@shop/domain';
import { CatalogueImage, formatEuros, QuantityStepper } from '../../shared/catalogue';
import { AppLink } from '../../shared/routing';

export interface CartLineItemProps {
  line: CartLine;
  /** One of the products the cart's codes offer or discount. */
  discounted: boolean;
  /** The quantity shown is not the server's yet: the line's total is about to change. */
  pending: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}

/**
 * One line of the cart: the product, its quantity (from 1 to the stock), its prices and
 * volume tiers, and its removal. An offered line has no quantity to choose.
 */
export function CartLineItem({
  line,
  discounted,
  pending,
  onQuantity,
  onRemove,
}: CartLineItemProps) {
  const { t } = useLingui();
  const max = Math.max(1, line.available_quantity);
  // What is being typed in the field, until it reads as a quantity the stock allows.
  const [typed, setTyped] = useState(String(line.quantity));
  const [shown, setShown] = useState(line.quantity);
  if (shown !== line.quantity) {
    setShown(line.quantity);
    setTyped(String(line.quantity));
  }
  const change = (value: string) => {
    setTyped(value);
    const quantity = Number(value);
    if (
      Number.isInteger(quantity) &&
      quantity >= 1 &&
      quantity <= max &&
      quantity !== line.quantity
    ) {
      onQuantity(quantity);
    }
  };
  const stepperId = `cart-quantity-${line.id}`;
  const struck = priceBefore(line.unit_price, [line.public_price, line.suggested_price]);
  const tiers = [...line.volume_prices].sort((a, b) => a.min_quantity - b.min_quantity);
  return (
    <li className="cart-line">
      <CatalogueImage
        src={line.small_image.url}
        alt=""
        width={96}
        height={96}
        sizes="96px"
        className="cart-line__image"
      />
      <div className="cart-line__body">
        <AppLink to="/fr/produit/$slug" params={{ slug: line.slug }} className="cart-line__name">
          {line.name}
        </AppLink>
        {line.offered ? (
          <p className="cart-line__badge">{t`Offert`}</p>
        ) : (
          discounted && <p className="cart-line__badge">{t`Produit remisé`}</p>
        )}
        {!line.offered && (
          <QuantityStepper
            id={stepperId}
            label={
              <Trans>
                Quantité <span className="visually-hidden">de {line.name}</span>
              </Trans>
            }
            value={typed}
            onChange={change}
            max={max}
          />
        )}
        <dl className="cart-line__facts">
          {line.offered ? (
            <div>
              <dt>{t`Quantité`}</dt>
              <dd>{line.quantity}</dd>
            </div>
          ) : (
            <div>
              <dt>{t`Prix unitaire`}</dt>
              <dd>
                {formatEuros(line.unit_price)}
                {struck !== null && (
                  <s className="cart-line__struck">
                    <span className="visually-hidden">{t`au lieu de`} </span>
                    {formatEuros(struck)}
                  </s>
                )}
              </dd>
            </div>
          )}
          <div>
            <dt>{t`Total`}</dt>
            <dd className="cart-line__total" aria-busy={pending || undefined}>
              {line.offered ? t`Offert` : pending ? t`Mise à jour…` : formatEuros(line.total)}
            </dd>
          </div>
        </dl>
        {!line.offered && tiers.length > 0 && (
          <ul className="cart-line__tiers" aria-label={t`Prix dégressifs de ${line.name}`}>
            {tiers.map((tier) => (
              <li key={tier.min_quantity}>
                {t`À partir de ${tier.min_quantity} : ${formatEuros(tier.unit_price)}`}
              </li>
            ))}
          </ul>
        )}
        <button type="button" className="cart-line__remove" onClick={onRemove}>
          {t`Retirer`}
          <span className="visually-hidden"> {line.name}</span>
        </button>
      </div>
    </li>
  );
}
