import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './customers';

/**
 * What identity needs besides the accounts: the secret that signs access tokens,
 * remember-me refresh grants, revoked tokens, failed logins and password-reset links.
 */

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Secrets generated once per database (the JWT signing key), so every instance on one
 * PostgreSQL, and a restarted PGlite, accepts the tokens the others issued.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  /** base64url */
  value: text().notNull(),
});

/**
 * A remember-me grant. Access tokens issued under it carry its id (`rid`): when one has
 * expired, the grant, while valid, lets the API answer with a fresh access token, under a
 * new grant of the same family that replaces it (rotation: a used grant renews no more).
 */
export const refreshGrants = pgTable(
  'refresh_grants',
  {
    id: text().primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The id of the grant the login created; its successors keep it (and its expiry). */
    familyId: text('family_id').notNull(),
    /** The grant that replaced this one when it renewed a token. */
    replacedBy: text('replaced_by'),
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('refresh_grants_user_idx').on(table.userId),
    index('refresh_grants_family_idx').on(table.familyId),
  ],
);

/** Access tokens ended before their expiry (logout, password change), by `jti`. */
export const blacklistedTokens = pgTable(
  'blacklisted_tokens',
  {
    jti: text().primaryKey(),
    /** The token's own expiry: the row may be purged after it. */
    expiresAt: at('expires_at').notNull(),
  },
  (table) => [index('blacklisted_tokens_expires_idx').on(table.expiresAt)],
);

/** An attempt that counts against a limit: a failed login, or a customer-code lookup. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial().primaryKey(),
    /**
     * What the attempt counts against (repositories/identity/login-failures.ts): `pair`,
     * `ip`, `captcha` or `customer_code`.
     */
    scope: text().notNull(),
    /** The login and address, the address, or the captcha token's digest. */
    key: text().notNull(),
    failedAt: at('failed_at').notNull().defaultNow(),
  },
  (table) => [index('login_failures_lookup_idx').on(table.scope, table.key, table.failedAt)],
);

/** A password-reset link sent by `user/rewind`; only the token's SHA-256 is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);
