export { AddressForm, type AddressFormProps } from './address-form';
export {
  EMPTY_ADDRESS_FORM,
  formValuesOf,
  onFormFields,
  payloadOf,
  payloadWithDefaults,
  type AddressFormValues,
} from './address-form-values';
export { useDeleteAddress, useSaveAddress, type SaveAddressInput } from './use-address-changes';
export { cityOf, useCityLookup } from './use-city-lookup';
export { postalLines } from './postal-lines';
