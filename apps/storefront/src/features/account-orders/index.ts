export { OrderDetailPage } from './order-detail-page';
export { OrdersPage } from './orders-page';
