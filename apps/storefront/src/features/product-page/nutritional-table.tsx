import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { ProductDetail } from '@shop/api-client';
import { formatPercent } from '@shop/i18n';

/**
 * The nutritional analysis: per daily dose and as a share of the nutrient reference values.
 * On a narrow screen (320 px) the table scrolls sideways in its box, which then takes the
 * keyboard's focus so that it can be scrolled without a mouse (WCAG 2.1.1), named by the
 * caption.
 */
export function NutritionalTable({ rows }: { rows: ProductDetail['nutritional_analysis'] }) {
  const { t } = useLingui();
  const captionId = useId();
  return (
    <div className="nutritional-table" role="region" aria-labelledby={captionId} tabIndex={0}>
      <table>
        <caption id={captionId}>{t`Analyse nutritionnelle pour la dose journalière`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Nutriment`}</th>
            <th scope="col">{t`Par dose journalière`}</th>
            <th scope="col">
              <abbr title={t`Valeurs nutritionnelles de référence`}>{t`% VNR`}</abbr>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.per_dose}</td>
              <td>
                {row.nrv_percent === null ? (
                  // No reference value exists for this nutrient: a dash, said in words.
                  <>
                    <span aria-hidden="true">—</span>
                    <span className="visually-hidden">{t`Pas de valeur de référence`}</span>
                  </>
                ) : (
                  formatPercent(row.nrv_percent)
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
