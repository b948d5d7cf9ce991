export { BrandPage } from './brand-page';
export { BrandsPage } from './brands-page';
export { CornerHome } from './corner-home';
export { loadCornerHome } from './corner-queries';
export { loadBrand } from './load-brand';
