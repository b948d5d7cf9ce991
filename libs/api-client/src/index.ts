export * from './contract';
export { apiHttp, createApiHttp, type ApiHttpOptions } from './http';
export { getShop } from './endpoints/shop';
export { shopQueryOptions } from './queries/shop';
