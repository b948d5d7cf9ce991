import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { CUSTOMER_SERVICE_EMAIL } from '../../../src/repositories/forms/customer-service';
import { TEST_PASSWORD_HASH_COST } from '../../helpers/test-seed';
import { freshEmail } from '../identity/identity-calls';

const pglite = testDatabaseKinds[0];
if (!pglite) throw new Error('no embedded database to test on');

describe('the dev mailbox', () => {
  const api = useSeededApp(pglite, { testRoutes: true });

  /** A contact form whose message carries markup: the mailbox must show it as text. */
  async function sendContact(email: string) {
    const reply = await api.call('POST', '/contact', {
      body: {
        profile: 'private',
        subject: 'other',
        message: 'Bonjour <img src=x onerror=alert(1)> <b>équipe</b>',
        firstname: 'Louise',
        lastname: 'Martin',
        email,
        captcha_token: 'ok',
      },
    });
    expect(reply.status).toBe(201);
    await api.app.mailer.settled();
  }

  it('GET /dev/mailbox.json: the mails of one address, of one kind, with their text', async () => {
    const email = 'marie.durand@example.fr';
    const rewind = await api.call('POST', '/user/rewind', {
      body: { email: email.toUpperCase(), captcha_token: 'ok' },
    });
    expect(rewind.status).toBe(200);
    await api.app.mailer.settled();
    const reply = await api.app.inject({
      method: 'GET',
      url: `/dev/mailbox.json?recipient=${encodeURIComponent(email)}&kind=password_reset`,
    });
    expect(reply.statusCode).toBe(200);
    const { items } = reply.json().data;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      kind: 'password_reset',
      recipient: email,
      subject: 'Réinitialisation de votre mot de passe',
      status: 'kept',
      payload: {
        link: expect.stringMatching(/^\/fr\/mot-de-passe-oublie-reinitialisation\?token=/),
      },
    });
    expect(items[0].text).toContain(`https://www.aubepine.example${items[0].payload.link}`);
    expect(items[0].html).toContain('<!doctype html>');
    const nobody = await api.app.inject({
      method: 'GET',
      url: `/dev/mailbox.json?recipient=${freshEmail()}`,
    });
    expect(nobody.json()).toEqual({ data: { items: [] } });
  });

  it('GET /dev/mailbox lists the mails, each linked to its page', async () => {
    const email = freshEmail('mailbox');
    await sendContact(email);
    const reply = await api.app.inject({
      method: 'GET',
      url: `/dev/mailbox?recipient=${encodeURIComponent(email)}`,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(reply.headers['content-security-policy']).toContain("default-src 'none'");
    expect(reply.body).toContain('SMTP_URL n’est pas défini');
    expect(reply.body).toMatch(
      /<a href="\/dev\/mailbox\/\d+">Nous avons bien reçu votre message<\/a>/,
    );
    expect(reply.body).toContain('gardé (pas de SMTP_URL)');
  });

  it('GET /dev/mailbox/{id} shows the HTML in a sandboxed frame, and the text', async () => {
    const email = freshEmail('mailbox');
    await sendContact(email);
    const json = await api.app.inject({
      method: 'GET',
      url: `/dev/mailbox.json?recipient=${CUSTOMER_SERVICE_EMAIL}&kind=contact_request`,
    });
    const mail = json
      .json()
      .data.items.find(
        (item: { payload: { reply_to: string } }) => item.payload.reply_to === email,
      );
    const reply = await api.app.inject({ method: 'GET', url: `/dev/mailbox/${mail.id}` });
    expect(reply.statusCode).toBe(200);
    const csp = String(reply.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain('script-src');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['cache-control']).toBe('no-store');
    // The mail's own HTML lives only in the frame's srcdoc, escaped, scripts off.
    const frame =
      /<iframe\s+sandbox\s+title="Version HTML du message"\s+srcdoc="([^"]*)"\s*><\/iframe>/.exec(
        reply.body,
      );
    expect(frame).not.toBeNull();
    expect(frame?.[1]).toContain('&lt;!doctype html&gt;');
    expect(reply.body).not.toContain('<img src=x');
    expect(reply.body).not.toContain('<b>équipe</b>');
    expect(reply.body).toContain(
      'Message\u202f: Bonjour &lt;img src=x onerror=alert(1)&gt; &lt;b&gt;',
    );
    const unknown = await api.app.inject({ method: 'GET', url: '/dev/mailbox/999999' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Message inconnu');
  });

  it('does not exist unless the test routes are switched on', async () => {
    const app = await buildApp({ db: api.db, passwordHashCost: TEST_PASSWORD_HASH_COST });
    for (const url of [
      '/dev/mailbox',
      '/dev/mailbox.json?recipient=a@b.fr',
      '/dev/mailbox/1',
      // The one way the journeys read mails now: the former call is gone.
      '/testing/outbox?recipient=a@b.fr',
    ]) {
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    }
    await app.close();
  });
});
