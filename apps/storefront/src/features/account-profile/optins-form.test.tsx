// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { loggedCustomerQueryOptions, type CustomerUpdate } from '@shop/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authProfileAtom } from '../../shared/state';
import { renderInApp } from '../../shared/testing/render-in-app.test-utils';
import { testProfile } from '../../shared/testing/test-profile';
import { OptinsForm } from './optins-form';

const calls = vi.hoisted(() => ({ updates: [] as unknown[] }));
vi.mock('@shop/api-client', async (importOriginal) => {
  const original = await importOriginal<typeof import('@shop/api-client')>();
  return {
    ...original,
    // The shop answers with the customer as stored: the opt-ins sent, applied.
    updateCustomer: (update: CustomerUpdate) => {
      calls.updates.push(update);
      const { customer } = testProfile();
      return Promise.resolve({
        ...customer,
        optins: { ...customer.optins, ...update.customer.optins },
      });
    },
  };
});

afterEach(() => {
  cleanup();
  calls.updates.length = 0;
  localStorage.clear();
});

describe('OptinsForm', () => {
  it('lets every newsletter go, and the stored customer replaces the cached one', async () => {
    const profile = testProfile({
      optins: { ...testProfile().customer.optins, health_newsletter: true },
    });
    const view = renderInApp(
      <>
        <h2 id="optins">Mes abonnements</h2>
        <OptinsForm optins={profile.customer.optins} labelledBy="optins" />
      </>,
    );
    view.store.set(authProfileAtom, profile);
    view.queryClient.setQueryData(loggedCustomerQueryOptions().queryKey, profile);

    const health = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: /newsletter santé/,
    });
    expect(health.checked).toBe(true);
    const optins = screen.getByRole('group', { name: 'Je souhaite recevoir :' });
    expect(optins.getAttribute('aria-describedby')).toBeNull();
    fireEvent.click(health);
    // Nothing left ticked: the form says what that means before it is saved.
    expect(
      document.getElementById(optins.getAttribute('aria-describedby') ?? '')?.textContent,
    ).toBe(
      'Aucune case cochée : vous ne recevrez ni lettre d’information ni offre, seulement les e-mails de vos commandes et de votre compte.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer mes abonnements' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Vos abonnements ont été enregistrés.',
    );
    expect(calls.updates).toEqual([
      {
        customer: {
          optins: {
            health_newsletter: false,
            product_newsletter: false,
            sms: false,
            diet_newsletter: false,
            foundation: false,
          },
        },
      },
    ]);
    expect(health.checked).toBe(false);
    expect(view.store.get(authProfileAtom)?.customer.optins.health_newsletter).toBe(false);
    expect(
      view.queryClient.getQueryData(loggedCustomerQueryOptions().queryKey)?.customer.optins
        .health_newsletter,
    ).toBe(false);
    // The login did not change: only the e-mail form changes it.
    expect(view.store.get(authProfileAtom)?.user.email).toBe(profile.user.email);
  });
});
