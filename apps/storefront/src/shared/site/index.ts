export { cornerSiteUrl, useCornerSiteUrl } from './corner-site-url';
export { imageFormatAtom, type ImageFormat } from './image-format';
export { runtimeConfig, useRuntimeConfig } from './runtime-config';
export { loadSiteData } from './site-data';
export {
  useCountry,
  useCustomerServiceHours,
  useCustomerServicePhone,
  useMenu,
  useSetting,
  useSettingValues,
  useShop,
  type PhoneLine,
} from './site-hooks';
export {
  cornerBrandAtom,
  cornerThemeCss,
  detectCornerSite,
  useCornerBrandSlug,
  useHomePath,
  type CornerBrand,
  type CornerSiteContext,
} from './corner-site';
