export { CustomerServiceBlock, type CustomerServiceBlockProps } from './customer-service-block';
