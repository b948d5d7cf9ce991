// @vitest-environment jsdom
import { isRedirect, type ParsedLocation } from '@tanstack/react-router';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { guarded, UnknownGuardError } from './guards';

const location = { href: '/fr/mon-compte/adresses?tri=recent' } as ParsedLocation;

function thrownBy(run: () => void): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('named route guards', () => {
  afterEach(() => Cookies.remove('logged_in'));

  it('authenticated sends a visitor without session cookie to log in, carrying the wanted path', () => {
    const thrown = thrownBy(() => guarded('authenticated')({ location, context: {} }));
    expect(isRedirect(thrown)).toBe(true);
    expect((thrown as { options: object }).options).toMatchObject({
      to: '/fr/connexion',
      search: { redirect: '/fr/mon-compte/adresses?tri=recent' },
    });
  });

  it('authenticated lets a customer through', () => {
    Cookies.set('logged_in', '1');
    expect(thrownBy(() => guarded('authenticated')({ location, context: {} }))).toBeUndefined();
  });

  it('authenticated reads the request’s cookies on the server, not the browser’s', () => {
    const request = (name: string) => (name === 'logged_in' ? '1' : undefined);
    expect(
      thrownBy(() => guarded('authenticated')({ location, context: { cookie: request } })),
    ).toBeUndefined();
    const anonymous = () => undefined;
    Cookies.set('logged_in', '1');
    const thrown = thrownBy(() =>
      guarded('authenticated')({ location, context: { cookie: anonymous } }),
    );
    expect(isRedirect(thrown)).toBe(true);
  });

  it('an unknown guard name is an error the route shows as the 500 page', () => {
    Cookies.set('logged_in', '1');
    const thrown = thrownBy(() => guarded('authenticated', 'admin')({ location, context: {} }));
    expect(thrown).toBeInstanceOf(UnknownGuardError);
  });
});
