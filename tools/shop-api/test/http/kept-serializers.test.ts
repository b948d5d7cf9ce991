import { describe, expect, it } from 'vitest';
import { buildKeptSerializer } from '../../src/http/kept-serializers';

const route = (schema: unknown) => ({ method: 'GET', url: '/x', httpStatus: '200', schema });
const NAME = { type: 'object', properties: { name: { type: 'string' } } };

describe('buildKeptSerializer', () => {
  it('compiles a reply schema object once for every app of the process', () => {
    const first = buildKeptSerializer({}, {})(route(NAME));
    const second = buildKeptSerializer({}, {})(route(NAME));
    expect(second).toBe(first);
    expect(second({ name: 'Lactéa', secret: 1 })).toBe('{"name":"Lactéa"}');
  });

  it('compiles an equal schema that is another object on its own', () => {
    const copy = structuredClone(NAME);
    expect(buildKeptSerializer({}, {})(route(copy))).not.toBe(
      buildKeptSerializer({}, {})(route(NAME)),
    );
  });

  it('keeps apart the serializers of other shared schemas or options', () => {
    const plain = buildKeptSerializer({}, {})(route(NAME));
    const other = buildKeptSerializer({}, { rounding: 'floor' })(route(NAME));
    expect(other).not.toBe(plain);
  });
});
