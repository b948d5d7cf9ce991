import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import captcha, { type CaptchaSettings } from '../../src/plugins/captcha';
import errorEnvelope from '../../src/plugins/error-envelope';
import {
  closedPortUrl,
  startFakeRecaptcha,
  type FakeRecaptcha,
} from '../routes/forms/fake-recaptcha';

/** The plugin alone, behind a call of our own that checks the token it is sent. */
async function appWith(settings: CaptchaSettings): Promise<FastifyInstance> {
  const app = Fastify();
  await app.register(errorEnvelope);
  await app.register(captcha, settings);
  app.post<{ Body: { token?: string } }>('/check', async (request) => {
    await app.captcha.check(request.body.token, request.ip);
    return { data: { accepted: true } };
  });
  return app;
}

async function check(app: FastifyInstance, token?: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/check',
    remoteAddress: '203.0.113.7',
    payload: token === undefined ? {} : { token },
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

const refused = {
  status: 400,
  body: { error: { code: 'captcha_failed', message: 'Anti-spam check failed' } },
};
const accepted = { status: 200, body: { data: { accepted: true } } };

describe('captcha in dev mode', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appWith({ mode: 'dev' });
  });
  afterAll(() => app.close());

  it('accepts any token but the literal fail, and refuses a missing or empty one', async () => {
    expect(await check(app, 'anything')).toEqual(accepted);
    expect(await check(app, 'FAIL')).toEqual(accepted);
    expect(await check(app, 'fail')).toEqual(refused);
    expect(await check(app, '')).toEqual(refused);
    expect(await check(app)).toEqual(refused);
  });
});

describe('captcha in recaptcha mode', () => {
  let fake: FakeRecaptcha;
  let app: FastifyInstance;
  beforeAll(async () => {
    fake = await startFakeRecaptcha();
    app = await appWith({ mode: 'recaptcha', secret: 'server-secret', verifyUrl: fake.url });
  });
  afterEach(() => fake.reset());
  afterAll(async () => {
    await app.close();
    await fake.close();
  });

  it('asks the verifier with the secret, the token and the caller address', async () => {
    expect(await check(app, 'human-1')).toEqual(accepted);
    expect(fake.calls).toEqual([
      { secret: 'server-secret', response: 'human-1', remoteip: '203.0.113.7' },
    ]);
  });

  it('refuses a low score, and accepts the score of 0.5 Google suggests as the cut', async () => {
    expect(await check(app, 'bot-1')).toEqual(refused);
    fake.answerWith(() => ({ body: { success: true, score: 0.5 } }));
    expect(await check(app, 'borderline')).toEqual(accepted);
    fake.answerWith(() => ({ body: { success: true, score: 0.49 } }));
    expect(await check(app, 'borderline')).toEqual(refused);
  });

  it('refuses an unsuccessful answer, and one without a score (not a v3 token)', async () => {
    fake.answerWith(() => ({
      body: { success: false, score: 0.9, 'error-codes': ['timeout-or-duplicate'] },
    }));
    expect(await check(app, 'human-replayed')).toEqual(refused);
    fake.answerWith(() => ({ body: { success: true } }));
    expect(await check(app, 'human-v2')).toEqual(refused);
  });

  it('refuses when the verifier answers an error or something that is not JSON', async () => {
    fake.answerWith(() => ({ status: 500, body: { success: true, score: 0.9 } }));
    expect(await check(app, 'human-2')).toEqual(refused);
    fake.answerWith(() => ({ body: '<html>maintenance</html>' }));
    expect(await check(app, 'human-3')).toEqual(refused);
  });

  it('refuses a missing token without asking the verifier', async () => {
    expect(await check(app)).toEqual(refused);
    expect(await check(app, '')).toEqual(refused);
    expect(fake.calls).toEqual([]);
  });

  it('has no fail literal: the verifier decides', async () => {
    fake.answerWith(() => ({ body: { success: true, score: 0.9 } }));
    expect(await check(app, 'fail')).toEqual(accepted);
  });

  it('refuses when the verifier is too slow', async () => {
    const slow = await appWith({
      mode: 'recaptcha',
      secret: 'server-secret',
      verifyUrl: fake.url,
      timeoutMs: 100,
    });
    fake.answerWith(() => 'hang');
    try {
      expect(await check(slow, 'human-4')).toEqual(refused);
    } finally {
      await slow.close();
    }
  });

  it('refuses when the verifier cannot be reached', async () => {
    const unreachable = await appWith({
      mode: 'recaptcha',
      secret: 'server-secret',
      verifyUrl: await closedPortUrl(),
    });
    try {
      expect(await check(unreachable, 'human-5')).toEqual(refused);
    } finally {
      await unreachable.close();
    }
  });
});
