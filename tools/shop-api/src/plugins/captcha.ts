import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error';

/**
 * The bot-protection check of forms and login (SPEC.md §5: an invisible v3 token). `dev`
 * accepts any token except the literal `fail`; `recaptcha` asks Google with the secret.
 * `verifyUrl` replaces Google's address and `timeoutMs` its time limit: tests point them at
 * a local fake.
 */
export type CaptchaSettings =
  { mode: 'dev' } | { mode: 'recaptcha'; secret: string; verifyUrl?: string; timeoutMs?: number };

export interface CaptchaVerifier {
  /** Throws 400 `captcha_failed` unless the token is accepted. */
  check(token: string | undefined, remoteIp: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaVerifier;
  }
}

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores from 0 (bot) to 1 (human); Google suggests 0.5 as the default cut. */
const MIN_SCORE = 0.5;
/** A form waits this long for Google at most, then is refused. */
const VERIFY_TIMEOUT_MS = 5000;

/** Google's answer (siteverify); anything else, including a failure to ask, is a refusal. */
async function askRecaptcha(
  settings: Extract<CaptchaSettings, { mode: 'recaptcha' }>,
  token: string,
  remoteIp: string,
): Promise<boolean> {
  const response = await fetch(settings.verifyUrl ?? RECAPTCHA_VERIFY_URL, {
    method: 'POST',
    body: new URLSearchParams({ secret: settings.secret, response: token, remoteip: remoteIp }),
    signal: AbortSignal.timeout(settings.timeoutMs ?? VERIFY_TIMEOUT_MS),
  });
  if (!response.ok) return false;
  const answer = (await response.json()) as { success?: unknown; score?: unknown };
  // A v3 answer always has a score: one without is a v2 token or a fake, not a human.
  return answer.success === true && typeof answer.score === 'number' && answer.score >= MIN_SCORE;
}

async function captcha(app: FastifyInstance, settings: CaptchaSettings) {
  app.decorate('captcha', {
    async check(token: string | undefined, remoteIp: string) {
      let accepted: boolean;
      if (!token) accepted = false;
      else if (settings.mode === 'dev') accepted = token !== 'fail';
      else {
        accepted = await askRecaptcha(settings, token, remoteIp).catch((error: unknown) => {
          // Google unreachable, too slow or answering garbage: refuse, the visitor may retry.
          app.log.warn({ err: error }, 'captcha verification failed');
          return false;
        });
      }
      if (!accepted) throw new ApiError(400, 'captcha_failed', 'Anti-spam check failed');
    },
  });
}

export default fp(captcha, { name: 'captcha' });
