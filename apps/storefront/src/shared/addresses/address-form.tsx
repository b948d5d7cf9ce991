import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, type FormEvent } from 'react';
import type { Address, AddressCreated } from '@shop/api-client';
import { createAddressSchema, validate, COUNTRY_CODE } from '@shop/domain';
import { describeFieldError } from '@shop/i18n';
import {
  FormAlert,
  PersonNameFields,
  PhoneFields,
  SubmitButton,
  TextField,
  useFormValues,
} from '@shop/ui';
import { formFailureOf, invalidFormFailure, useFormFailure } from '../forms';
import {
  EMPTY_ADDRESS_FORM,
  formValuesOf,
  onFormFields,
  payloadOf,
  type AddressFormValues,
} from './address-form-values';
import { AddressLineField } from './address-line-field';
import { CityField } from './city-field';
import { DefaultsFieldset } from './defaults-fieldset';
import { useSaveAddress } from './use-address-changes';
import { cityOf, useCityLookup } from './use-city-lookup';
import './address-form.css';

export interface AddressFormProps {
  /** The address to edit; null to add one. */
  address: Address | null;
  /** No address yet: the new one becomes both defaults whatever is ticked. */
  isFirst: boolean;
  /** Called with the saved address's id (the new one's, when adding). */
  onSaved: (id: number) => void;
  onCancel: () => void;
  /** The title's level where the form is shown: 2 on the account page, 3 in the checkout. */
  headingLevel?: 2 | 3;
}

/**
 * The address form (SPEC.md §3 Address, §5): checked here with libs/domain's rule, the
 * postcode against the cities looked up for it, then by the server. What was typed stays
 * after a refusal.
 */
export function AddressForm({
  address,
  isFirst,
  onSaved,
  onCancel,
  headingLevel = 2,
}: AddressFormProps) {
  const { t } = useLingui();
  const titleId = useId();
  const { values, set, patch } = useFormValues<AddressFormValues>(
    address ? formValuesOf(address) : EMPTY_ADDRESS_FORM,
  );
  const { failure, attempt, refuse, clear } = useFormFailure();
  const save = useSaveAddress();
  const { lookup, names, searching } = useCityLookup(values.zipcode);
  const city = cityOf(values.city, names);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const Title = headingLevel === 3 ? 'h3' : 'h2';

  // Whoever opened the form lands on its title, then tabs into the fields.
  useEffect(() => titleRef.current?.focus(), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = validate(createAddressSchema(lookup), {
      ...values,
      city,
      country: COUNTRY_CODE,
    });
    if (!checked.ok) {
      refuse(invalidFormFailure(checked.errors));
      return;
    }
    clear();
    try {
      const reply = await save.mutateAsync({
        id: address?.id ?? null,
        payload: payloadOf(checked.value),
      });
      // Only a new address's reply names it; an edited one keeps its id.
      onSaved(address?.id ?? (reply as AddressCreated).address.id);
    } catch (error) {
      refuse(onFormFields(await formFailureOf(error)));
    }
  }

  // Once the postcode's communes are known, they say whether it is usable: a message from
  // the last submit about an earlier postcode would be wrong by now.
  const zipcodeError =
    lookup === null
      ? failure?.fields.zipcode
      : names.length === 0
        ? describeFieldError({ key: 'zipcode_invalid' })
        : null;
  const title = address ? t`Modifier l’adresse « ${address.label} »` : t`Ajouter une adresse`;

  return (
    <section className="address-form" aria-labelledby={titleId}>
      <Title id={titleId} ref={titleRef} tabIndex={-1}>
        {title}
      </Title>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <FormAlert message={failure?.message ?? null} attempt={attempt} />
        <p className="form-field__hint">
          <Trans>Les champs marqués d’un astérisque (*) sont obligatoires.</Trans>
        </p>
        <TextField
          label={t`Nom de l’adresse`}
          name="label"
          hint={t`Par exemple : Maison, Travail.`}
          required
          value={values.label}
          onValueChange={set('label')}
          error={failure?.fields.label}
        />
        <PersonNameFields
          civilityName="address-civility"
          values={values}
          onChange={patch}
          errors={failure?.fields}
        />
        <AddressLineField
          label={t`Adresse`}
          name="address_line_1"
          autoComplete="address-line1"
          required
          value={values.address_line_1}
          onValueChange={set('address_line_1')}
          error={failure?.fields.address_line_1}
        />
        <AddressLineField
          label={t`Complément d’adresse`}
          name="address_line_2"
          autoComplete="address-line2"
          value={values.address_line_2}
          onValueChange={set('address_line_2')}
          error={failure?.fields.address_line_2}
        />
        <AddressLineField
          label={t`Lieu-dit, bâtiment`}
          name="address_line_3"
          autoComplete="address-line3"
          value={values.address_line_3}
          onValueChange={set('address_line_3')}
          error={failure?.fields.address_line_3}
        />
        <TextField
          label={t`Code postal`}
          name="zipcode"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={5}
          hint={t`5 chiffres, France métropolitaine.`}
          required
          value={values.zipcode}
          onValueChange={set('zipcode')}
          error={zipcodeError}
        />
        <CityField
          names={names}
          value={city}
          onValueChange={set('city')}
          searching={searching}
          error={city === '' ? failure?.fields.city : null}
        />
        <TextField
          label={t`Pays`}
          name="country"
          autoComplete="country-name"
          readOnly
          hint={t`Nous livrons uniquement en France métropolitaine.`}
          value={t`France`}
          onValueChange={() => undefined}
          error={failure?.fields.country}
        />
        <PhoneFields values={values} onChange={patch} errors={failure?.fields} />
        <TextField
          label={t`Informations de livraison`}
          name="delivery_information"
          hint={t`Facultatif. Digicode, étage, horaires…`}
          value={values.delivery_information}
          onValueChange={set('delivery_information')}
          error={failure?.fields.delivery_information}
        />
        <DefaultsFieldset
          isFirst={isFirst}
          saved={address}
          values={values}
          onInvoiceChange={set('is_invoice_default')}
          onDeliveryChange={set('is_delivery_default')}
        />
        <div className="address-form__actions">
          <SubmitButton pending={save.isPending} pendingLabel={t`Enregistrement en cours…`}>
            <Trans>Enregistrer l’adresse</Trans>
          </SubmitButton>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            <Trans>Annuler</Trans>
          </button>
        </div>
      </form>
    </section>
  );
}
