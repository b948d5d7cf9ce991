import { ORDER_HISTORY_STATUSES, ORDER_STATUSES } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../activate-locale';
import { messages } from '../locales/fr/messages.po';
import { NOTICE_MESSAGES } from './notice-messages';
import { ORDER_HISTORY_MESSAGES, ORDER_STATUS_MESSAGES } from './order-messages';

beforeAll(() => activateLocale('fr'));

describe('order and notice messages', () => {
  it('name every shown status and every history step in the catalogue', () => {
    const descriptors = [
      ...ORDER_STATUSES.map((status) => ORDER_STATUS_MESSAGES[status]),
      ...ORDER_HISTORY_STATUSES.map((step) => ORDER_HISTORY_MESSAGES[step]),
      ...Object.values(NOTICE_MESSAGES),
    ];
    for (const descriptor of descriptors) {
      expect(messages[descriptor.id], descriptor.id).toBeDefined();
      expect(i18n._(descriptor)).not.toBe(descriptor.id);
    }
    expect(i18n._(ORDER_STATUS_MESSAGES.pending_payment)).toBe('En attente de paiement');
  });
});
