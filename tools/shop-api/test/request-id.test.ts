import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestId } from '../src/http/request-id';

const withHeader = (value: string | string[] | undefined) =>
  ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;

describe('requestId', () => {
  it('keeps the id the gateway forwards, as nginx makes them', () => {
    expect(requestId(withHeader('4f1c0e6b2a9d48f3b7e2c1d0a9b8c7d6'))).toBe(
      '4f1c0e6b2a9d48f3b7e2c1d0a9b8c7d6',
    );
  });

  it('makes a fresh one when none comes, or one that does not look like an id', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
    for (const given of [
      undefined,
      'short',
      'a'.repeat(129),
      'id with spaces\n{"forged":1}',
      ['4f1c0e6b2a9d48f3', '4f1c0e6b2a9d48f4'],
    ]) {
      expect(requestId(withHeader(given))).toMatch(uuid);
    }
  });
});
