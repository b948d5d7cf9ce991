import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';

/** Access tokens: HS256 JWTs valid one hour. */
export const ACCESS_TOKEN_TTL_S = 3600;
const ISSUER = 'shop-api';

/** Who a valid access token speaks for. */
export interface AccessClaims {
  userId: number;
  customerId: number;
  /** Token id, for the blacklist. */
  jti: string;
  /** Expiry, seconds since the epoch. */
  exp: number;
  /** The remember-me grant it was issued under, if any. */
  refreshGrantId: string | null;
  /** The account's token version when it was issued: refused once the account's moved on. */
  tokenVersion: number;
}

export type TokenReading =
  | { kind: 'valid'; claims: AccessClaims }
  /** Signed by us but past its `exp`: a remember-me grant may renew it. */
  | { kind: 'expired'; claims: AccessClaims }
  | { kind: 'invalid' };

export interface AccessTokenService {
  issue(subject: {
    userId: number;
    customerId: number;
    refreshGrantId?: string | null;
    /** 0 by default: a token for an account whose version moved on is refused, not let in. */
    tokenVersion?: number;
  }): Promise<string>;
  read(token: string): Promise<TokenReading>;
}

/** `secret`: the database's signing key; `now`: the API's clock, in ms. */
export function accessTokenService(secret: Uint8Array, now: () => number): AccessTokenService {
  const seconds = () => Math.floor(now() / 1000);
  return {
    issue: ({ userId, customerId, refreshGrantId = null, tokenVersion = 0 }) => {
      const issuedAt = seconds();
      const grant = refreshGrantId ? { rid: refreshGrantId } : {};
      return new SignJWT({ cid: customerId, ver: tokenVersion, ...grant })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(userId))
        .setIssuer(ISSUER)
        .setJti(randomUUID())
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_S)
        .sign(secret);
    },
    async read(token) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          algorithms: ['HS256'],
          issuer: ISSUER,
          currentDate: new Date(now()),
        });
        const claims = claimsOf(payload);
        return claims ? { kind: 'valid', claims } : { kind: 'invalid' };
      } catch (error) {
        // jose checks the signature before the expiry: an expired token is one of ours.
        if (error instanceof errors.JWTExpired) {
          const claims = claimsOf(error.payload);
          if (claims) return { kind: 'expired', claims };
        }
        return { kind: 'invalid' };
      }
    },
  };
}

function claimsOf(payload: Record<string, unknown>): AccessClaims | null {
  const userId = Number(payload.sub);
  const { cid, jti, exp, rid, ver = 0 } = payload;
  if (!Number.isSafeInteger(userId) || typeof cid !== 'number' || typeof jti !== 'string') {
    return null;
  }
  if (typeof exp !== 'number' || typeof ver !== 'number' || !Number.isSafeInteger(ver)) {
    return null;
  }
  return {
    userId,
    customerId: cid,
    jti,
    exp,
    refreshGrantId: typeof rid === 'string' ? rid : null,
    // Tokens issued before versions existed read as 0, the version every account started at.
    tokenVersion: ver,
  };
}
