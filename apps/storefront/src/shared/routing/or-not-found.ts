import { notFound } from '@tanstack/react-router';
import { HTTPError } from 'ky';

/** The shop API answered 404: what was asked for does not exist. */
export const isNotFoundReply = (error: unknown) =>
  error instanceof HTTPError && error.response.status === 404;

/**
 * A loader's call whose 404 (`product_not_found`, `page_not_found`…) means the address
 * names nothing: the route shows the 404 page. Other failures stay errors (retry).
 */
export async function orNotFound<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (isNotFoundReply(error)) throw notFound();
    throw error;
  }
}

/** A loader's call whose 404 leaves the address to another lookup: null then. */
export async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isNotFoundReply(error)) return null;
    throw error;
  }
}
