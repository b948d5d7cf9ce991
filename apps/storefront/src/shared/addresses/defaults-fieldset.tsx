import { Trans, useLingui } from '@lingui/react/macro';
import type { Address } from '@shop/api-client';
import { CheckboxField } from '@shop/ui';
import type { AddressFormValues } from './address-form-values';

export interface DefaultsFieldsetProps {
  isFirst: boolean;
  /** The address as saved, when editing. */
  saved: Address | null;
  values: AddressFormValues;
  onInvoiceChange: (checked: boolean) => void;
  onDeliveryChange: (checked: boolean) => void;
}

/**
 * The default flags. A default is never left without an address (the contract: unticking
 * changes nothing), so an address that already is one says so instead of offering a box,
 * and a first address is both, which the form says too.
 */
export function DefaultsFieldset({
  isFirst,
  saved,
  values,
  onInvoiceChange,
  onDeliveryChange,
}: DefaultsFieldsetProps) {
  const { t } = useLingui();
  if (isFirst) {
    return (
      <p className="form-field__hint">
        <Trans>
          C’est votre première adresse : elle deviendra votre adresse de facturation et de livraison
          par défaut.
        </Trans>
      </p>
    );
  }
  return (
    <fieldset className="form-fieldset address-form__defaults">
      <legend className="form-field__label">{t`Adresses par défaut`}</legend>
      {saved?.is_invoice_default ? (
        <p className="form-field__hint">{t`C’est votre adresse de facturation par défaut.`}</p>
      ) : (
        <CheckboxField
          label={t`Utiliser comme adresse de facturation par défaut`}
          name="is_invoice_default"
          checked={values.is_invoice_default}
          onCheckedChange={onInvoiceChange}
        />
      )}
      {saved?.is_delivery_default ? (
        <p className="form-field__hint">{t`C’est votre adresse de livraison par défaut.`}</p>
      ) : (
        <CheckboxField
          label={t`Utiliser comme adresse de livraison par défaut`}
          name="is_delivery_default"
          checked={values.is_delivery_default}
          onCheckedChange={onDeliveryChange}
        />
      )}
    </fieldset>
  );
}
