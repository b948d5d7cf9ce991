export * from './contract';
export {
  apiHttp,
  createApiHttp,
  observeResponses,
  type ApiHttpOptions,
  type CallContext,
  type ObservedResponse,
  type ResponseObserver,
} from './http';
export { failureOf, readApiFailure, type ApiFailure } from './api-error';
export * from './endpoints/catalogue';
export * from './endpoints/content';
export * from './endpoints/geography';
export * from './endpoints/favourites';
export * from './endpoints/identity';
export { getShop } from './endpoints/shop';
export * from './queries/catalogue';
export * from './queries/content';
export * from './queries/geography';
export * from './queries/favourites';
export * from './queries/identity';
export { shopQueryOptions } from './queries/shop';
export { bindApiHttp, httpOf } from './queries/http-of';
export * from './endpoints/cart';
export * from './queries/cart';
export * from './endpoints/account';
export * from './endpoints/orders';
export * from './queries/orders';
export * from './endpoints/sign-up';
export * from './endpoints/customer';
export * from './endpoints/addresses';
export * from './queries/addresses';
export * from './endpoints/cart-codes';
export * from './endpoints/checkout';
export * from './endpoints/forms';
export * from './queries/cart-codes';
export * from './endpoints/delivery';
export * from './queries/checkout';
