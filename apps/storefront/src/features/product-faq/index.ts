export { ProductFaqPage, type ProductFaqPageProps } from './product-faq-page';
