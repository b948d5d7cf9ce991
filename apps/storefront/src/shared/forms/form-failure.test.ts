import { HTTPError, type NormalizedOptions } from 'ky';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale } from '@shop/i18n';
import { formFailureOf, invalidFormFailure } from './form-failure';

beforeAll(() => activateLocale('fr'));

/** A refused call as ky 2 throws it: the body already read into `data`. */
function refused(status: number, body: unknown): HTTPError {
  const response = new Response(null, { status });
  const error = new HTTPError(
    response,
    new Request('http://shop.test/api/v1/user/login'),
    {} as NormalizedOptions,
  );
  error.data = body;
  return error;
}

describe('a refused form', () => {
  it('shows a wrong pair in the alert, in French', async () => {
    const failure = await formFailureOf(
      refused(401, { error: { code: 'invalid_credentials', message: 'Invalid login' } }),
    );
    expect(failure).toEqual({
      message: 'Identifiant ou mot de passe incorrect.',
      fields: {},
      code: 'invalid_credentials',
      details: {},
    });
  });

  it('puts the server’s field keys, and a code about one field, under those fields', async () => {
    const invalid = await formFailureOf(
      refused(400, {
        error: { code: 'invalid_input', message: 'Invalid', fields: { email: 'email_invalid' } },
      }),
    );
    expect(invalid.fields).toEqual({ email: 'L’adresse e-mail n’est pas valide.' });
    expect(invalid.message).toBe(
      'Le formulaire contient des erreurs. Corrigez les champs signalés.',
    );

    const unknown = await formFailureOf(
      refused(404, { error: { code: 'username_not_found', message: 'No user' } }),
      { username_not_found: 'email' },
    );
    expect(unknown.fields.email).toBe('Aucun compte web n’existe pour cette adresse e-mail.');
  });

  it('says the shop is unreachable when no reply came, and lets a bug through', async () => {
    expect((await formFailureOf(new TypeError('Failed to fetch'))).message).toBe(
      'La boutique est momentanément indisponible. Veuillez réessayer dans un instant.',
    );
    const bug = new RangeError('bug');
    await expect(formFailureOf(bug)).rejects.toBe(bug);
  });

  it('turns the form’s own check into French messages by field', () => {
    expect(invalidFormFailure({ password: { key: 'required_password' } }).fields).toEqual({
      password: 'Veuillez saisir votre mot de passe.',
    });
  });
});
