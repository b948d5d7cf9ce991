export { imageFormatAtom, type ImageFormat } from './image-format';
export { runtimeConfig } from './runtime-config';
export { loadSiteData } from './site-data';
export { useCountry, useMenu, useSetting, useSettingValues, useShop } from './site-hooks';
export {
  cornerBrandAtom,
  detectCornerSite,
  useCornerBrandSlug,
  type CornerBrand,
  type CornerSiteContext,
} from './corner-site';
