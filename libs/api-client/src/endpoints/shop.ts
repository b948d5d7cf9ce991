import type { KyInstance } from 'ky';
import { callOperation } from '../call-operation';
import { SHOP, type Shop } from '../contract';
import { apiHttp } from '../http';

/** `GET /shop`: the current shop (id 1 unless the call says otherwise). */
export function getShop(http: KyInstance = apiHttp): Promise<Shop> {
  return callOperation(http, SHOP.getShop);
}
