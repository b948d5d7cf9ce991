// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recentSearchesAtom } from '../../shared/state';
import { fakeApi, renderSearchBox, suggestionReply } from './render-search-box.test-utils';

const field = () =>
  screen.getByRole('combobox', { name: 'Rechercher un produit, un besoin, une marque…' });
const submitButton = () => screen.getByRole('button', { name: 'Rechercher' });
const type = (text: string) => fireEvent.change(field(), { target: { value: text } });
const press = (key: string) => fireEvent.keyDown(field(), { key });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/** Lets the reply be read and parsed, and React render it. */
const settle = () => wait(10);

const products = [
  { name: 'Magnésium marin', slug: 'magnesium-marin', price: 12.5 },
  { name: 'Magnévie Stress', slug: 'magnevie-stress' },
];

beforeEach(() => {
  // Exact time: the 250 ms delay is checked to the millisecond.
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('SearchBox', () => {
  it('does nothing below 3 characters: submit disabled, no call, no list', async () => {
    const calls = fakeApi();
    await renderSearchBox();
    type('ma');
    await wait(1000);
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(calls).toHaveLength(0);
    expect(field().getAttribute('aria-expanded')).toBe('false');
    type(' m a ');
    expect(submitButton()).toHaveProperty('disabled', true);
    type('mag');
    expect(submitButton()).toHaveProperty('disabled', false);
  });

  it('waits 250 ms after the last keystroke, then calls once with the default sales plan', async () => {
    const calls = fakeApi();
    await renderSearchBox();
    type('mag');
    await wait(200);
    type('magn');
    await wait(249);
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('status').textContent).toContain('Recherche en cours…');
    await wait(1);
    expect(calls).toHaveLength(1);
    const params = calls[0]?.url.searchParams;
    expect(calls[0]?.url.pathname).toBe('/api/v1/search');
    expect(params?.get('type')).toBe('Suggest');
    expect(params?.get('text')).toBe('magn');
    expect(params?.get('saleplan_id')).toBe('2');
    expect(params?.get('language')).toBe('fr');
  });

  it('cancels the call of a text that changed', async () => {
    const calls = fakeApi();
    await renderSearchBox();
    type('magn');
    await wait(250);
    type('magné');
    await wait(250);
    expect(calls).toHaveLength(2);
    expect(calls[0]?.signal.aborted).toBe(true);
    expect(calls[1]?.signal.aborted).toBe(false);
  });

  it('shows the results grouped, with prices and « all results » last', async () => {
    const calls = fakeApi();
    await renderSearchBox();
    type('magn');
    await wait(250);
    await act(async () => calls[0]?.respond(200, suggestionReply(products)));
    await settle();
    const listbox = screen.getByRole('listbox');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('group', { name: 'Produits' })).toBeTruthy();
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Magnésium marin12,50\u00a0€',
      'Magnévie Stress19,90\u00a0€',
      'Voir tous les résultats pour « magn »',
    ]);
    expect(listbox.id).toBe(field().getAttribute('aria-controls'));
  });

  it('says when nothing matches', async () => {
    const calls = fakeApi();
    await renderSearchBox();
    type('zzzz');
    await wait(250);
    await act(async () => calls[0]?.respond(200, suggestionReply([])));
    await settle();
    expect(screen.getByText('Aucun résultat pour « zzzz »')).toBeTruthy();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('shows the generic API error and only warns in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const calls = fakeApi();
    await renderSearchBox();
    type('magn');
    await wait(250);
    await act(async () => calls[0]?.respond(500, { error: 'boom' }));
    await settle();
    expect(screen.getByText('Une erreur est survenue. Veuillez réessayer.')).toBeTruthy();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('moves through the options with the arrows, wrapping, and opens the active one on Enter', async () => {
    const calls = fakeApi();
    const { router } = await renderSearchBox();
    type('magn');
    await wait(250);
    await act(async () => calls[0]?.respond(200, suggestionReply(products)));
    await settle();
    expect(screen.getByRole('listbox')).toBeTruthy();
    const active = () =>
      document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent;
    press('ArrowUp');
    expect(active()).toBe('Voir tous les résultats pour « magn »');
    press('ArrowDown');
    expect(active()).toBe('Magnésium marin12,50\u00a0€');
    press('ArrowDown');
    press('Enter');
    await wait(0);
    expect(router.state.location.pathname).toBe('/fr/produit/magnevie-stress');
    expect(field().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens a clicked option, and Tab closes the list without keeping the focus', async () => {
    const calls = fakeApi();
    const { router } = await renderSearchBox();
    type('magn');
    await wait(250);
    await act(async () => calls[0]?.respond(200, suggestionReply(products)));
    await settle();
    press('Tab');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    press('ArrowDown');
    expect(field().getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('option', { name: /Magnésium marin/ }));
    await wait(0);
    expect(router.state.location.pathname).toBe('/fr/produit/magnesium-marin');
  });

  it('submits the text to the results page and remembers it', async () => {
    fakeApi();
    const { router, store } = await renderSearchBox();
    type(' magnésium ');
    fireEvent.submit(field());
    await wait(0);
    expect(router.state.location.href).toBe(`/fr/results/-r--${encodeURI('magnésium')}`);
    expect(store.get(recentSearchesAtom)).toEqual(['magnésium']);
  });

  it('closes the list on Escape, then clears the field on the second one', async () => {
    const calls = fakeApi();
    await renderSearchBox();
    type('magn');
    await wait(250);
    await act(async () => calls[0]?.respond(200, suggestionReply(products)));
    await settle();
    expect(screen.getByRole('listbox')).toBeTruthy();
    press('Escape');
    expect(field().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(field()).toHaveProperty('value', 'magn');
    press('Escape');
    expect(field()).toHaveProperty('value', '');
  });

  it('on mobile, opens from a button and focuses the field after 500 ms', async () => {
    fakeApi();
    await renderSearchBox({ mobile: true });
    // The panel is drawn closed: a popover, shown once hydrated by its class. jsdom loads
    // no CSS and keeps any popover hidden (its field unfocusable): the test drops the
    // attribute, which React does not write again, and reads the class.
    const toggle = screen.getByRole('button', { name: 'Ouvrir la recherche' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('popover')).toBe('manual');
    expect(panel?.className).toBe('search__mobile-panel');
    panel?.removeAttribute('popover');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.className).toBe('search__mobile-panel search__mobile-panel--open');
    await wait(400);
    expect(document.activeElement).not.toBe(field());
    await wait(100);
    expect(document.activeElement).toBe(field());
  });
});
