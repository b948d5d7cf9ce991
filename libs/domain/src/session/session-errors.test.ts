import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { endsSession, loginLocation, sessionFollowUp } from './session-errors';

describe('endsSession', () => {
  it('ends the session on the five token codes, with a 401 or a 500', () => {
    for (const code of [
      'invalid_token',
      'expired_token',
      'blacklisted_token',
      'token_required',
      'refresh_no_longer_available',
    ]) {
      expect(endsSession(401, code)).toBe(true);
      expect(endsSession(500, code)).toBe(true);
      expect(endsSession(403, code)).toBe(false);
    }
  });

  it('keeps the session on any other code or none', () => {
    expect(endsSession(401, 'invalid_credentials')).toBe(false);
    expect(endsSession(500, 'internal_error')).toBe(false);
    expect(endsSession(401, undefined)).toBe(false);
    expect(endsSession(401, null)).toBe(false);
  });
});

describe('sessionFollowUp', () => {
  it('sends the visitor to log in, carrying the wanted path, unless asked not to', () => {
    expect(sessionFollowUp({}, '/fr/mon-compte/commandes?page=2')).toEqual({
      kind: 'redirect_to_login',
      location: '/fr/connexion?redirect=%2Ffr%2Fmon-compte%2Fcommandes%3Fpage%3D2',
    });
    expect(sessionFollowUp({ reloadWithoutToken: true }, '/fr/')).toMatchObject({
      kind: 'redirect_to_login',
    });
  });

  it('replays without token, or shows the disconnection toast, when asked not to redirect', () => {
    expect(sessionFollowUp({ noRedirect: true, reloadWithoutToken: true }, '/fr/')).toEqual({
      kind: 'replay_without_token',
    });
    expect(sessionFollowUp({ noRedirect: true }, '/fr/')).toEqual({ kind: 'disconnected_toast' });
  });

  it('carries any wanted path intact through the login location', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        const location = new URL(loginLocation(path), 'https://shop.example');
        expect(location.pathname).toBe('/fr/connexion');
        expect(location.searchParams.get('redirect')).toBe(path);
      }),
    );
  });
});
