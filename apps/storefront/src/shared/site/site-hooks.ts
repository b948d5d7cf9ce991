import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  countriesQueryOptions,
  menusQueryOptions,
  settingsQueryOptions,
  shopQueryOptions,
  type CountrySetting,
  type Menu,
} from '@shop/api-client';
import { COUNTRY_CODE, keepPhoneNumbersTogether } from '@shop/domain';

/**
 * The site data of the first load, read from the Query cache the root loader filled.
 * Components call these; they never wait (the root route waited for them).
 */

export const useShop = () => useSuspenseQuery(shopQueryOptions()).data;

/** A global setting's values (`[]` when the back office has none). */
export function useSettingValues(code: string): readonly string[] {
  const { data } = useSuspenseQuery(settingsQueryOptions());
  return data.items.find((setting) => setting.code === code)?.values ?? [];
}

/** A global setting's first value, or undefined. */
export function useSetting(code: string): string | undefined {
  return useSettingValues(code)[0];
}

/** A menu by its code; the footer's code comes from the `footer_menu` setting. */
export function useMenu(code: string | undefined): Menu | undefined {
  const { data } = useSuspenseQuery(menusQueryOptions());
  return code === undefined ? undefined : data.items.find((menu) => menu.code === code);
}

/** France's country setting: contact phone, fax, addresses, professional site. */
export function useCountry(): CountrySetting | undefined {
  const { data } = useSuspenseQuery(countriesQueryOptions());
  return data.items.find((country) => country.code === COUNTRY_CODE) ?? data.items[0];
}

/** A number to call: as shown, its pairs kept on one line, and as a `tel:` link. */
export interface PhoneLine {
  display: string;
  link: string;
}

/**
 * Customer service's line: the back office's `customer_service_phone` setting (display,
 * link), else the laboratory's number of the country setting.
 */
export function useCustomerServicePhone(): PhoneLine | undefined {
  const [display, link] = useSettingValues('customer_service_phone');
  const laboratory = useCountry()?.contact.laboratory.phone;
  const line = display && link ? { display, link } : laboratory;
  return line && { link: line.link, display: keepPhoneNumbersTogether(line.display) };
}

/** Customer service's hours: the back office's setting, else SPEC.md's (§1, constants). */
export function useCustomerServiceHours(): string {
  const { t } = useLingui();
  return (
    useSetting('customer_service_hours') ??
    t`Du lundi au vendredi, de 9 h à 12 h 30 et de 14 h à 18 h`
  );
}
