import ky from 'ky';
import { describe, expect, it } from 'vitest';
import { failureOf } from './api-error';

/** A ky instance whose every call gets this reply, as the shop API or a proxy would send it. */
function answering(status: number, body: string, contentType: string) {
  return ky.create({
    retry: 0,
    fetch: async () => new Response(body, { status, headers: { 'content-type': contentType } }),
  });
}

async function thrownBy(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => {
      throw new Error('the call was expected to fail');
    },
    (error: unknown) => error,
  );
}

describe('failureOf', () => {
  it("reads the contract's code and fields of a refused call (ky has already read the body)", async () => {
    const body = { error: { code: 'invalid_input', message: 'x', fields: { login: 'required' } } };
    const error = await thrownBy(
      answering(400, JSON.stringify(body), 'application/json').post('http://shop.test/a'),
    );
    expect(await failureOf(error)).toEqual({
      status: 400,
      code: 'invalid_input',
      fields: { login: 'required' },
      details: {},
    });
  });

  it("reads the facts a code's message needs from `details`", async () => {
    const body = {
      error: { code: 'withdrawal_period_over', message: 'x', details: { deadline: '2026-11-16' } },
    };
    const error = await thrownBy(
      answering(409, JSON.stringify(body), 'application/json').post('http://shop.test/a'),
    );
    expect(await failureOf(error)).toEqual({
      status: 409,
      code: 'withdrawal_period_over',
      fields: {},
      details: { deadline: '2026-11-16' },
    });
  });

  it('gives the status alone for a reply that is not the contract (a proxy page)', async () => {
    const error = await thrownBy(
      answering(502, '<html>Bad gateway</html>', 'text/html').get('http://shop.test/a'),
    );
    expect(await failureOf(error)).toEqual({ status: 502, code: null, fields: {}, details: {} });
  });

  it('calls a failure with no reply network, and anything else a bug', async () => {
    expect(await failureOf(new TypeError('Failed to fetch'))).toBe('network');
    expect(await failureOf(new RangeError('oops'))).toBeNull();
  });
});
