import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../http/api-error';

/**
 * The bot-protection check of forms and login (SPEC.md §5: an invisible v3 token). `dev`
 * accepts any token except the literal `fail`; `recaptcha` asks Google with the secret.
 */
export type CaptchaSettings = { mode: 'dev' } | { mode: 'recaptcha'; secret: string };

export interface CaptchaVerifier {
  /** Throws 400 `captcha_failed` unless the token is accepted. */
  check(token: string | undefined, remoteIp: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    captcha: CaptchaVerifier;
  }
}

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
/** reCAPTCHA v3 scores from 0 (bot) to 1 (human); Google suggests 0.5 as the default cut. */
const MIN_SCORE = 0.5;

async function askRecaptcha(secret: string, token: string, remoteIp: string): Promise<boolean> {
  const response = await fetch(RECAPTCHA_VERIFY_URL, {
    method: 'POST',
    body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
    signal: AbortSignal.timeout(5000),
  });
  if (!response.ok) return false;
  const answer = (await response.json()) as { success?: boolean; score?: number };
  return answer.success === true && (answer.score ?? 1) >= MIN_SCORE;
}

async function captcha(app: FastifyInstance, settings: CaptchaSettings) {
  app.decorate('captcha', {
    async check(token: string | undefined, remoteIp: string) {
      let accepted: boolean;
      if (!token) accepted = false;
      else if (settings.mode === 'dev') accepted = token !== 'fail';
      else {
        accepted = await askRecaptcha(settings.secret, token, remoteIp).catch((error: Error) => {
          app.log.warn({ err: error }, 'captcha verification failed');
          return false;
        });
      }
      if (!accepted) throw new ApiError(400, 'captcha_failed', 'Anti-spam check failed');
    },
  });
}

export default fp(captcha, { name: 'captcha' });
