import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The token of a page's preview link, `/preview/{id}?token=…` (SPEC.md §2 Preview): whoever
 * holds it may read that page as a draft; nobody else can see a draft at all.
 * The back office would hand such links to editors; tests and journeys ask for them.
 */
export interface PreviewTokens {
  /** The token of page `id`'s preview link: 43 URL-safe characters. */
  forPage(id: number): string;
  /** Whether `token` is the preview token of page `id`. */
  allowsPage(id: number, token: string | undefined): boolean;
}

/** `secret`: the key that signs access tokens; previews sign with a key derived from it. */
export function previewTokens(secret: Uint8Array): PreviewTokens {
  // A key of their own, so a preview token can never stand for anything the other key signs.
  const key = createHmac('sha256', secret).update('page-preview-links').digest();
  const forPage = (id: number) =>
    createHmac('sha256', key).update(`page:${id}`).digest('base64url');
  return {
    forPage,
    allowsPage(id, token) {
      if (token === undefined) return false;
      const expected = Buffer.from(forPage(id));
      const given = Buffer.from(token);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
