import { useLingui } from '@lingui/react/macro';
import type { ProductDetail } from '@shop/api-client';
import { formatGrams, formatMillilitres } from '@shop/i18n';

/** What the box holds: conditioning, weight, volume and the labels the product carries. */
export function ProductFacts({ product }: { product: ProductDetail }) {
  const { t } = useLingui();
  return (
    <section className="product-section" aria-labelledby="product-facts-title">
      <h2 id="product-facts-title">{t`Caractéristiques`}</h2>
      <dl className="product-facts">
        {product.conditioning && (
          <div>
            <dt>{t`Conditionnement`}</dt>
            <dd>{product.conditioning}</dd>
          </div>
        )}
        {product.weight !== null && (
          <div>
            <dt>{t`Poids`}</dt>
            <dd>{formatGrams(product.weight)}</dd>
          </div>
        )}
        {product.volume !== null && (
          <div>
            <dt>{t`Volume`}</dt>
            <dd>{formatMillilitres(product.volume)}</dd>
          </div>
        )}
      </dl>
      {product.labels.length > 0 && (
        <ul className="product-labels" aria-label={t`Labels`}>
          {product.labels.map((label) => (
            <li key={label.code} className="product-labels__item">
              {label.label}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
