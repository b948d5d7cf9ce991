import { SHOP_API } from './checkout.ts';

/** An unpublished page of the seed (the news item « Nos engagements pour 2026 »). */
export const SEEDED_DRAFT_PAGE_ID = 20;

/**
 * The preview link of a page, `/preview/{id}?token=…`, as the back office would give it to
 * an editor: a test-only call of the shop API itself, which the gateway does not forward.
 */
export async function previewLinkOf(id: number): Promise<{ path: string; token: string }> {
  const reply = await fetch(`${SHOP_API}/testing/preview-link/${id}`);
  if (!reply.ok) throw new Error(`preview link: HTTP ${reply.status}`);
  const { path } = ((await reply.json()) as { data: { path: string } }).data;
  return { path, token: new URL(path, 'http://localhost').searchParams.get('token') ?? '' };
}
