import type { KyInstance } from 'ky';
import { ShopSchema, type Shop } from '../contract';
import { apiHttp } from '../http';
import { readData } from '../read-data';

/** `GET /shop`: the current shop (id 1 unless the call says otherwise). */
export function getShop(http: KyInstance = apiHttp): Promise<Shop> {
  return readData(http, 'shop', ShopSchema);
}
