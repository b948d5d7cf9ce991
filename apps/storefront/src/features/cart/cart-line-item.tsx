import { useLingui } from '@lingui/react/macro';
import type { CartLine } from '@shop/api-client';
import { CatalogueImage, formatEuros } from '../../shared/catalogue';
import { AppLink } from '../../shared/routing';

/** One line of the cart: the product, its quantity, what a unit and the line cost. */
export function CartLineItem({ line }: { line: CartLine }) {
  const { t } = useLingui();
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
        <AppLink route="product___fr" params={{ slug: line.slug }} className="cart-line__name">
          {line.name}
        </AppLink>
        <dl className="cart-line__facts">
          <div>
            <dt>{t`Quantité`}</dt>
            <dd>{line.quantity}</dd>
          </div>
          <div>
            <dt>{t`Prix unitaire`}</dt>
            <dd>{line.offered ? t`Offert` : formatEuros(line.unit_price)}</dd>
          </div>
          {line.suggested_price !== null && line.suggested_price > line.unit_price && (
            <div>
              <dt>{t`Prix conseillé`}</dt>
              <dd>
                <s>{formatEuros(line.suggested_price)}</s>
              </dd>
            </div>
          )}
          <div>
            <dt>{t`Total`}</dt>
            <dd className="cart-line__total">
              {line.offered ? t`Offert` : formatEuros(line.total)}
            </dd>
          </div>
        </dl>
      </div>
    </li>
  );
}
