import { request } from '@playwright/test';

export interface OutboxMail {
  kind: string;
  recipient: string;
  subject: string;
  payload: Record<string, unknown>;
}

/**
 * The e-mails the shop API queued for one address, oldest first: a test-only call of the
 * shop API itself (`SHOP_API_TEST_ROUTES=on`, set by playwright.config.ts), never of the
 * gateway, which does not forward `/testing`.
 */
export async function outboxOf(recipient: string, kind?: string): Promise<OutboxMail[]> {
  const context = await request.newContext({
    baseURL: `http://127.0.0.1:${process.env.E2E_SHOP_API_PORT}`,
  });
  try {
    const response = await context.get('/testing/outbox', {
      params: kind === undefined ? { recipient } : { recipient, kind },
    });
    if (!response.ok()) throw new Error(`outbox: HTTP ${response.status()}`);
    const body = (await response.json()) as { data: { items: OutboxMail[] } };
    return body.data.items;
  } finally {
    await context.dispose();
  }
}
