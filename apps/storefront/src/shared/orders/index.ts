export { OrderAddress } from './order-address';
export { OrderLinesTable } from './order-lines-table';
