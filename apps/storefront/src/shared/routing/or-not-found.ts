import { notFound } from '@tanstack/react-router';
import { HTTPError } from 'ky';

/**
 * A loader's call whose 404 (`product_not_found`, `page_not_found`…) means the address
 * names nothing: the route shows the 404 page. Other failures stay errors (retry).
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof HTTPError && error.response.status === 404) throw notFound();
    throw error;
  }
}
