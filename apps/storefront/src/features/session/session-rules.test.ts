import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiHttp, WITH_TOKEN_HEADER } from '@shop/api-client';
import { authProfileAtom } from '../../shared/state';
import { disconnectedAtAtom } from './disconnection-toast-atom';
import { testProfile } from '../../shared/testing/test-profile';
import { startSessionRules } from './session-rules';

const PROFILE = testProfile();

function errorReply(status: number, code: string) {
  return new Response(JSON.stringify({ error: { code, message: code } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function setUp(firstReply: () => Response) {
  const seen: Request[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    seen.push(request);
    return seen.length === 1 ? firstReply() : Response.json({ data: { replayed: true } });
  });
  vi.stubGlobal('fetch', fetchStub);
  const http = createApiHttp({ baseUrl: 'https://shop.example/api/v1/', fetch: fetchStub });
  const store = createStore();
  store.set(authProfileAtom, PROFILE);
  const navigate = vi.fn();
  const stop = startSessionRules({
    queryClient: new QueryClient(),
    store,
    currentHref: () => '/fr/mon-compte/commandes?page=2',
    navigate,
  });
  return { http, store, navigate, seen, stop };
}

describe('the session rules (SPEC.md §4 Session)', () => {
  let stop: () => void = () => undefined;
  afterEach(() => {
    stop();
    vi.unstubAllGlobals();
  });

  it('sends the visitor to log in, with the wanted path, and forgets the profile', async () => {
    const setup = setUp(() => errorReply(401, 'expired_token'));
    stop = setup.stop;
    await expect(
      setup.http.get('customer/logged', { context: { withToken: true } }),
    ).rejects.toThrow();
    expect(setup.navigate).toHaveBeenCalledWith(
      '/fr/connexion?redirect=%2Ffr%2Fmon-compte%2Fcommandes%3Fpage%3D2',
    );
    expect(setup.store.get(authProfileAtom)).toBeNull();
  });

  it('shows the disconnection toast when the call asked not to redirect', async () => {
    const setup = setUp(() => errorReply(500, 'blacklisted_token'));
    stop = setup.stop;
    await expect(
      setup.http.get('customer/logged', { context: { withToken: true, noRedirect: true } }),
    ).rejects.toThrow();
    expect(setup.navigate).not.toHaveBeenCalled();
    expect(setup.store.get(disconnectedAtAtom)).toEqual(expect.any(Number));
  });

  it('replays the call without the token when asked, and the caller gets the replay', async () => {
    const setup = setUp(() => errorReply(401, 'invalid_token'));
    stop = setup.stop;
    const reply = await setup.http
      .get('product/1', {
        context: { withToken: true, noRedirect: true, reloadWithoutToken: true },
      })
      .json();
    expect(reply).toEqual({ data: { replayed: true } });
    expect(setup.seen[0]?.headers.get(WITH_TOKEN_HEADER)).toBe('1');
    expect(setup.seen[1]?.headers.has(WITH_TOKEN_HEADER)).toBe(false);
    expect(setup.store.get(authProfileAtom)).toBeNull();
  });

  it('leaves the session alone for any other failure', async () => {
    const setup = setUp(() => errorReply(401, 'invalid_credentials'));
    stop = setup.stop;
    await expect(setup.http.post('user/login', { json: {} })).rejects.toThrow();
    expect(setup.navigate).not.toHaveBeenCalled();
    expect(setup.store.get(authProfileAtom)).not.toBeNull();
    expect(setup.store.get(disconnectedAtAtom)).toBeNull();
  });
});
