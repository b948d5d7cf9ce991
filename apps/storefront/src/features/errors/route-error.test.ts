import { HTTPError } from 'ky';
import { describe, expect, it } from 'vitest';
import { errorStatusOf } from './route-error';

function httpError(status: number) {
  const request = new Request('https://shop.example/api/v1/x');
  return new HTTPError(new Response(null, { status }), request, {} as never);
}

describe('errorStatusOf (SPEC.md §8 Routing)', () => {
  it('shows 404 and 401 for those replies, the generic 500 for anything else', () => {
    expect(errorStatusOf(httpError(404))).toBe(404);
    expect(errorStatusOf(httpError(401))).toBe(401);
    expect(errorStatusOf(httpError(503))).toBe(500);
    expect(errorStatusOf(new TypeError('unknown route guard: admin'))).toBe(500);
    expect(errorStatusOf(new Error('boom'))).toBe(500);
  });
});
