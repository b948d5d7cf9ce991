import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Toast } from './toast';

const inFrench = (node: ReactNode) => <I18nProvider i18n={i18n}>{node}</I18nProvider>;

describe('Toast', () => {
  beforeAll(() => i18n.loadAndActivate({ locale: 'fr', messages: {} }));
  afterEach(cleanup);

  it('keeps an empty live region in the page while there is no message', () => {
    render(inFrench(<Toast onClose={() => undefined}>{null}</Toast>));
    expect(screen.getByRole('status').childElementCount).toBe(0);
  });

  it('shows the message, the action and a close button that calls onClose', () => {
    const onClose = vi.fn();
    render(
      inFrench(
        <Toast onClose={onClose} action={<a href="/fr/connexion">Se reconnecter</a>}>
          Vous avez été déconnecté.
        </Toast>,
      ),
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Vous avez été déconnecté.');
    expect(screen.getByRole('link', { name: 'Se reconnecter' }).getAttribute('href')).toBe(
      '/fr/connexion',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
