import { request } from '@playwright/test';
import { SHOP_API } from './checkout.ts';
import { expect } from './test.ts';

export interface Mail {
  id: number;
  kind: string;
  recipient: string;
  subject: string;
  /** `kept`: the journeys' shop API has no SMTP_URL. */
  status: string;
  payload: Record<string, unknown>;
  text: string;
  html: string;
}

/**
 * The mails the shop API wrote to one address, oldest first, as its dev mailbox gives them
 * (`SHOP_API_TEST_ROUTES=on`, set by playwright.config.ts): asked of the shop API itself,
 * since the gateway does not forward `/dev`.
 */
export async function mailsOf(recipient: string, kind?: string): Promise<Mail[]> {
  const context = await request.newContext({ baseURL: SHOP_API });
  try {
    const response = await context.get('/dev/mailbox.json', {
      params: kind === undefined ? { recipient } : { recipient, kind },
    });
    if (!response.ok()) throw new Error(`mailbox: HTTP ${response.status()}`);
    const body = (await response.json()) as { data: { items: Mail[] } };
    return body.data.items;
  } finally {
    await context.dispose();
  }
}

/** The one mail of `kind` to `recipient`, once it is there. */
export async function theMail(recipient: string, kind: string): Promise<Mail> {
  let mails: Mail[] = [];
  await expect
    .poll(async () => {
      mails = await mailsOf(recipient, kind);
      return mails.length;
    })
    .toBe(1);
  const [mail] = mails;
  if (!mail) throw new Error(`no ${kind} mail to ${recipient}`);
  return mail;
}

/**
 * The link to `path` a customer reads in a mail's text, as a path on the site under test:
 * the mail names the shop's public origin, the journeys run on their own gateway.
 */
export function linkIn(mail: Mail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const found = new RegExp(`https?://[^\\s/]+(${escaped}[^\\s]*)`).exec(mail.text);
  if (!found?.[1]) throw new Error(`no link to ${path} in the ${mail.kind} mail`);
  return found[1];
}
