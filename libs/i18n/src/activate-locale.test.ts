import { describe, expect, it } from 'vitest';
import { messages } from './locales/fr/messages.po';
import { activateLocale, i18n } from './activate-locale';

describe('the French catalogue', () => {
  it('has a translation for every message it lists', () => {
    const ids = Object.keys(messages);
    expect(ids.length).toBeGreaterThan(0);
    const untranslated = ids.filter((id) => !messages[id]?.length);
    expect(untranslated).toEqual([]);
  });

  it('is the one every macro renders once French is activated', async () => {
    await activateLocale('fr');
    expect(i18n.locale).toBe('fr');
    const [id] = Object.keys(messages);
    expect(id).toBeDefined();
    expect(i18n._(id as string)).not.toBe('');
    expect(i18n.messages).toBe(messages);
  });
});
