import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ROUTE_FILTERS } from '../constants';
import {
  decodeListSegments,
  encodeListSegments,
  listSegmentsProblem,
  type ListFilter,
  type ListSegments,
} from './list-segments';

const products = { search: false };
const results = { search: true };

const filter = (name: string, value: string): ListFilter => ({ name, value });
const tenFilters = Array.from({ length: 10 }, (_, index) => filter('marque', `m${index}`));

describe('decodeListSegments on the product list', () => {
  it('takes up to 10 filters (SPEC.md §2), not one more', () => {
    const splat = tenFilters.map(({ name, value }) => `-${name}--${value}`).join('/');
    expect(decodeListSegments(splat, products)).toMatchObject({ ok: true });
    expect(decodeListSegments(`${splat}/-forme--gelule`, products)).toEqual({
      ok: false,
      reason: 'too_many_filters',
    });
  });

  it('reads an empty splat as page 1 without filters', () => {
    expect(decodeListSegments('', products)).toEqual({ ok: true, value: { page: 1, filters: [] } });
  });

  it('reads the page and the filters in path order', () => {
    expect(decodeListSegments('-p--3/-marque--lactea/-besoin--sommeil', products)).toEqual({
      ok: true,
      value: { page: 3, filters: [filter('marque', 'lactea'), filter('besoin', 'sommeil')] },
    });
  });

  it('keeps a repeated name with another value', () => {
    expect(decodeListSegments('-marque--lactea/-marque--serenia', products)).toEqual({
      ok: true,
      value: { page: 1, filters: [filter('marque', 'lactea'), filter('marque', 'serenia')] },
    });
  });

  it('splits at the first -- so a value may hold -- and start with -', () => {
    expect(decodeListSegments('-prix--10--20/-tri---date', products)).toEqual({
      ok: true,
      value: { page: 1, filters: [filter('prix', '10--20'), filter('tri', '-date')] },
    });
  });

  it('unescapes %2F and %25 in values', () => {
    expect(decodeListSegments('-forme--gelule%2Fcomprime/-taux--100%25', products)).toEqual({
      ok: true,
      value: { page: 1, filters: [filter('forme', 'gelule/comprime'), filter('taux', '100%')] },
    });
  });

  it('accepts the non-canonical page 1, leading zeros, a late page and empty segments', () => {
    expect(decodeListSegments('-p--1', products)).toEqual({
      ok: true,
      value: { page: 1, filters: [] },
    });
    expect(decodeListSegments('/-marque--lactea//-p--007/', products)).toEqual({
      ok: true,
      value: { page: 7, filters: [filter('marque', 'lactea')] },
    });
  });

  it('accepts ten filters and refuses the eleventh', () => {
    const ten = tenFilters.map(({ name, value }) => `-${name}--${value}`).join('/');
    expect(decodeListSegments(ten, products)).toEqual({
      ok: true,
      value: { page: 1, filters: tenFilters },
    });
    expect(decodeListSegments(`${ten}/-forme--gelule`, products)).toEqual({
      ok: false,
      reason: 'too_many_filters',
    });
  });

  it.each([
    ['-p--0'],
    ['-p--'],
    ['-p--2a'],
    ['-p--+2'],
    ['-p---2'],
    ['-p--1e3'],
    ['-p--9007199254740992'],
  ])('refuses the page of %s', (splat) => {
    expect(decodeListSegments(splat, products)).toEqual({ ok: false, reason: 'invalid_page' });
  });

  it('accepts the largest safe page', () => {
    expect(decodeListSegments('-p--9007199254740991', products)).toEqual({
      ok: true,
      value: { page: Number.MAX_SAFE_INTEGER, filters: [] },
    });
  });

  it.each([
    ['marque--lactea'],
    ['-marque-lactea'],
    ['-marque'],
    ['--lactea'],
    ['-Marque--lactea'],
    ['-1marque--lactea'],
    ['-marque--'],
    ['-marque--%zz'],
    ['-marque--%E0%A4%A'],
    ['-r--vitamine'],
  ])('refuses the malformed segment %s', (splat) => {
    expect(decodeListSegments(splat, products)).toEqual({
      ok: false,
      reason: 'malformed_segment',
    });
  });

  it('refuses a second page segment and a repeated filter', () => {
    expect(decodeListSegments('-p--2/-p--3', products)).toEqual({
      ok: false,
      reason: 'duplicate_segment',
    });
    expect(decodeListSegments('-marque--lactea/-marque--lactea', products)).toEqual({
      ok: false,
      reason: 'duplicate_segment',
    });
  });
});

describe('decodeListSegments on search results', () => {
  it('reads the search text, then the page and filters', () => {
    expect(decodeListSegments('-r--vitamine c%2Fd/-p--2/-marque--lactea', results)).toEqual({
      ok: true,
      value: { page: 2, filters: [filter('marque', 'lactea')], search: 'vitamine c/d' },
    });
  });

  it('needs -r-- in the first segment', () => {
    expect(decodeListSegments('', results)).toEqual({ ok: false, reason: 'missing_search' });
    expect(decodeListSegments('-p--2/-r--zinc', results)).toEqual({
      ok: false,
      reason: 'missing_search',
    });
    expect(decodeListSegments('r--zinc', results)).toEqual({
      ok: false,
      reason: 'missing_search',
    });
  });

  it('refuses an empty or blank search and a badly escaped one', () => {
    expect(decodeListSegments('-r--', results)).toEqual({ ok: false, reason: 'empty_search' });
    expect(decodeListSegments('-r--%20 ', results)).toEqual({
      ok: false,
      reason: 'empty_search',
    });
    expect(decodeListSegments('-r--%', results)).toEqual({
      ok: false,
      reason: 'malformed_segment',
    });
  });

  it('refuses a lone surrogate, which the router could not encode', () => {
    expect(decodeListSegments('-r--a\ud800', results)).toEqual({
      ok: false,
      reason: 'malformed_segment',
    });
  });
});

describe('encodeListSegments', () => {
  it('writes nothing for page 1 without filters', () => {
    expect(encodeListSegments({ page: 1, filters: [] })).toBe('');
  });

  it('writes search, page, then filters, escaping only % and /', () => {
    expect(
      encodeListSegments({
        page: 2,
        filters: [filter('forme', 'gélule/comprimé'), filter('taux', '100% -- pur')],
        search: 'vitamine c?#',
      }),
    ).toBe('-r--vitamine c?#/-p--2/-forme--gélule%2Fcomprimé/-taux--100%25 -- pur');
  });

  it.each<[ListSegments, string]>([
    [{ page: 0, filters: [] }, 'invalid_page'],
    [{ page: 1.5, filters: [] }, 'invalid_page'],
    [{ page: 1, filters: [...tenFilters, filter('forme', 'gelule')] }, 'too_many_filters'],
    [{ page: 1, filters: [filter('p', '2')] }, 'malformed_segment'],
    [{ page: 1, filters: [filter('r', 'zinc')] }, 'malformed_segment'],
    [{ page: 1, filters: [filter('prix-max', '20')] }, 'malformed_segment'],
    [{ page: 1, filters: [filter('marque', '')] }, 'malformed_segment'],
    [{ page: 1, filters: [filter('marque', '\udc00')] }, 'malformed_segment'],
    [{ page: 1, filters: [filter('marque', 'a'), filter('marque', 'a')] }, 'duplicate_segment'],
    [{ page: 1, filters: [], search: ' ' }, 'empty_search'],
    [{ page: 1, filters: [], search: '\ud800' }, 'malformed_segment'],
  ])('refuses %j with %s', (segments, problem) => {
    expect(listSegmentsProblem(segments)).toBe(problem);
    expect(() => encodeListSegments(segments)).toThrow(RangeError);
  });

  it('accepts exactly ten filters', () => {
    expect(listSegmentsProblem({ page: 1, filters: tenFilters })).toBeNull();
  });
});

const filterName = fc
  .stringMatching(/^[a-z][a-z0-9_]{0,8}$/)
  .filter((name) => name !== 'p' && name !== 'r');
/** Any well-formed text, with the characters that matter to the codec made frequent. */
const text = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1 }),
  fc
    .array(fc.constantFrom('-', '--', '/', '%', '%2F', '%25', ' ', 'é', '?', '#', 'a'), {
      minLength: 1,
    })
    .map((parts) => parts.join('')),
);
const listSegments: fc.Arbitrary<ListSegments> = fc.record(
  {
    page: fc.oneof(fc.constant(1), fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER })),
    filters: fc.uniqueArray(fc.record({ name: filterName, value: text }), {
      maxLength: MAX_ROUTE_FILTERS,
      selector: ({ name, value }) => `${name}\u0000${value}`,
    }),
    search: text.filter((search) => search.trim() !== ''),
  },
  { requiredKeys: ['page', 'filters'] },
);

describe('the list-segments codec, for any value', () => {
  it('decodes what it encodes', () => {
    fc.assert(
      fc.property(listSegments, (segments) => {
        const splat = encodeListSegments(segments);
        expect(decodeListSegments(splat, { search: segments.search !== undefined })).toEqual({
          ok: true,
          value: segments,
        });
      }),
    );
  });

  /** Canonical splats built by hand, segment by segment, not through the encoder. */
  const rawValue = fc
    .array(
      fc.oneof(
        fc.stringMatching(/^[^%/]$/).filter((char) => !/\p{Cs}/u.test(char)),
        fc.constantFrom('%25', '%2F', '--', '-'),
      ),
      { minLength: 1, maxLength: 12 },
    )
    .map((parts) => parts.join(''));
  const canonicalSplat = fc
    .tuple(
      fc.option(
        rawValue.filter((raw) => decodeURIComponent(raw).trim() !== ''),
        { nil: undefined },
      ),
      fc.option(
        fc.stringMatching(/^[1-9][0-9]{0,6}$/).filter((page) => page !== '1'),
        {
          nil: undefined,
        },
      ),
      fc.uniqueArray(
        fc.tuple(filterName, rawValue).map(([name, raw]) => `-${name}--${raw}`),
        { maxLength: MAX_ROUTE_FILTERS },
      ),
    )
    .map(([search, page, filters]) => ({
      search: search !== undefined,
      splat: [
        ...(search === undefined ? [] : [`-r--${search}`]),
        ...(page === undefined ? [] : [`-p--${page}`]),
        ...filters,
      ].join('/'),
    }));

  it('encodes back every canonical splat it decodes', () => {
    fc.assert(
      fc.property(canonicalSplat, ({ search, splat }) => {
        const decoded = decodeListSegments(splat, { search });
        if (!decoded.ok) throw new Error(`refused ${splat}: ${decoded.reason}`);
        expect(encodeListSegments(decoded.value)).toBe(splat);
      }),
    );
  });

  it('never throws on any splat, and what it accepts has one canonical form', () => {
    fc.assert(
      fc.property(fc.string(), fc.boolean(), (splat, search) => {
        const decoded = decodeListSegments(splat, { search });
        if (!decoded.ok) return;
        const canonical = encodeListSegments(decoded.value);
        expect(decodeListSegments(canonical, { search })).toEqual(decoded);
      }),
    );
  });
});
