export { ProductPage, type ProductPageProps } from './product-page';
export { productCrumb } from './product-crumb';
export { productHead } from './product-head';
