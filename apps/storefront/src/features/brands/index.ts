export { BrandPage } from './brand-page';
export { BrandsPage } from './brands-page';
export { loadBrand } from './load-brand';
