import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from './submit-button';

const button = (
  <SubmitButton pending={false} pendingLabel="Envoi…">
    Envoyer
  </SubmitButton>
);

describe('useFieldsReady', () => {
  it('draws the controls disabled on the server, and enables them once hydrated', async () => {
    const html = renderToString(button);
    expect(html).toContain('disabled');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, button);
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
  });
});
