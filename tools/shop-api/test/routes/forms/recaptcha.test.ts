import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { CaptchaSettings } from '../../../src/plugins/captcha';
import { useSeededApp, useSiblingApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { closedPortUrl, startFakeRecaptcha, type FakeRecaptcha } from './fake-recaptcha';
import { countFormRows, outboxFor, uniqueEmail } from './form-rows';

const forms = {
  contact: (email: string, captcha_token: string) => ({
    profile: 'pharmacist',
    subject: 'partnership',
    message: 'Bonjour, je souhaite référencer vos produits.',
    firstname: 'Paul',
    lastname: 'Girard',
    email,
    captcha_token,
  }),
  withdrawal: (email: string, captcha_token: string) => ({
    order_number: 'CMD-2026-000007',
    order_date: '2026-01-05',
    content: 'Je me rétracte.',
    civility: 'Monsieur',
    firstname: 'Paul',
    lastname: 'Girard',
    email,
    captcha_token,
  }),
  newsletter: (email: string, captcha_token: string) => ({
    email,
    newsletters: { product: true },
    captcha_token,
  }),
};
const paths = Object.keys(forms) as (keyof typeof forms)[];

/**
 * The forms with CAPTCHA_MODE=recaptcha: Google is a local fake (`human…` tokens score
 * 0.9, others 0.1), so the suite needs no internet.
 */
describe.each(testDatabaseKinds)('forms with the reCAPTCHA verifier on $name', (kind) => {
  let fake: FakeRecaptcha;
  let unreachableUrl: string;
  beforeAll(async () => {
    fake = await startFakeRecaptcha();
    unreachableUrl = await closedPortUrl();
  });
  afterEach(() => fake.reset());
  afterAll(() => fake.close());

  const clock = createTestClock();
  // Getters: the apps are built in beforeAll, once the fake's port is known.
  const api = useSeededApp(kind, {
    now: clock.now,
    get captcha(): CaptchaSettings {
      return { mode: 'recaptcha', secret: 'test-secret', verifyUrl: fake.url };
    },
  });
  const cutOff = useSiblingApp(api, {
    now: clock.now,
    get captcha(): CaptchaSettings {
      return { mode: 'recaptcha', secret: 'test-secret', verifyUrl: unreachableUrl };
    },
  });

  it.each(paths)('accepts /%s with a token Google scores as human', async (path) => {
    const email = uniqueEmail();
    const { status } = await api.call('POST', `/${path}`, {
      body: forms[path](email, 'human-token'),
      remoteAddress: '198.51.100.20',
    });
    expect(status).toBe(path === 'newsletter' ? 200 : 201);
    expect(fake.calls).toEqual([
      { secret: 'test-secret', response: 'human-token', remoteip: '198.51.100.20' },
    ]);
    expect((await outboxFor(api.db, email)).length).toBe(1);
  });

  it.each(paths)('refuses /%s with a low score and stores nothing', async (path) => {
    const email = uniqueEmail();
    const before = await countFormRows(api.db);
    const { status, body } = await api.call('POST', `/${path}`, {
      body: forms[path](email, 'bot-token'),
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('captcha_failed');
    expect(fake.calls).toHaveLength(1);
    expect(await countFormRows(api.db)).toEqual(before);
  });

  it('refuses a token Google does not recognise', async () => {
    fake.answerWith(() => ({
      body: { success: false, 'error-codes': ['invalid-input-response'] },
    }));
    const { status, body } = await api.call('POST', '/contact', {
      body: forms.contact(uniqueEmail(), 'human-but-forged'),
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('captcha_failed');
  });

  it('does not ask Google about a form that breaks the rules', async () => {
    const { status, body } = await api.call('POST', '/newsletter', {
      body: { email: 'nope', captcha_token: 'human-token' },
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('invalid_input');
    expect(fake.calls).toEqual([]);
  });

  it.each(paths)('refuses /%s when Google cannot be reached, storing nothing', async (path) => {
    const before = await countFormRows(cutOff.db);
    const { status, body } = await cutOff.call('POST', `/${path}`, {
      body: forms[path](uniqueEmail(), 'human-token'),
    });
    expect(status).toBe(400);
    expect(body.error.code).toBe('captcha_failed');
    expect(await countFormRows(cutOff.db)).toEqual(before);
  });
});
