import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@shop/api-client';
import { priceBefore } from '@shop/domain';
import { formatVolumeTier } from '@shop/i18n';
import { formatEuros } from '../../shared/catalogue';
import { priceTierRows } from './price-tiers';

/** The price paid, the suggested public price struck through, and the degressive prices. */
export function ProductPrices({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  const tiers = priceTierRows(product.price, product.volume_prices);
  const suggested = priceBefore(product.price, [product.suggested_price]);
  return (
    <div className="product-prices">
      <p className="product-prices__main">
        <span className="visually-hidden">{t`Prix :`} </span>
        <span className="product-prices__price">{formatEuros(product.price)}</span>
        {suggested !== null && (
          <span className="product-prices__suggested">
            {t`Prix public conseillé :`} <s>{formatEuros(suggested)}</s>
          </span>
        )}
      </p>
      {tiers.length > 0 && (
        <div className="product-prices__tiers">
          <p className="product-prices__tiers-title" id={`tiers-${product.id}`}>
            {t`Prix dégressifs, à l’unité :`}
          </p>
          <ul aria-labelledby={`tiers-${product.id}`}>
            {tiers.map((row) => (
              <li key={formatVolumeTier(row.label)}>
                {formatVolumeTier(row.label)} : {formatEuros(row.unitPrice)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
