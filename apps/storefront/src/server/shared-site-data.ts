import { QueryClient } from '@tanstack/react-query';
import { MAINTENANCE_HEADER } from '@shop/domain';

/**
 * The shop API's replies that are the same for every visitor and every page (SPEC.md §4
 * first page load: the shop, settings, menus, origins and countries), relative to its base.
 * Five of the seven calls of a product page's render: shared, they stop costing the shop
 * API a round per page under load.
 */
const SITE_WIDE_PATHS = new Set(['shop', 'setting', 'menu', 'customer/origins', 'country']);

/** As long as the browser's own cache keeps them fresh (main.tsx `staleTime`). */
const FRESH_MS = 60_000;

interface StoredReply {
  status: number;
  headers: [string, string][];
  body: string;
}

/** A reply worth keeping: a 200 given outside maintenance (that one must be seen fresh). */
class UnsharedReply extends Error {
  readonly reply: StoredReply;
  constructor(reply: StoredReply) {
    super('a reply not kept for other pages');
    this.reply = reply;
  }
}

/**
 * The process's store of site-wide replies: TanStack Query's cache, keyed by URL, keeps
 * each reply FRESH_MS and asks the shop API once for all the renders that want it at the
 * same moment. Nothing a visitor sends goes into it: only GETs without a token.
 */
export function createSharedSiteData(fresh = FRESH_MS) {
  const store = new QueryClient({
    defaultOptions: { queries: { staleTime: fresh, gcTime: fresh * 2, retry: false } },
  });

  /**
   * `base` with the site-wide calls served from the store. `shopApiUrl` tells which calls
   * those are. A reply taken from the store does not pass through `base`: a render decides
   * maintenance from the replies it fetched itself (entry-server.tsx).
   */
  function sharing(shopApiUrl: string, base: typeof fetch): typeof fetch {
    return async (input, init) => {
      const request = new Request(input, init);
      if (!isSiteWide(request, shopApiUrl)) return base(request);
      const url = request.url;
      // Without the visitor's signal: the call is every waiting render's.
      const headers = new Headers(request.headers);
      try {
        const stored = await store.fetchQuery({
          queryKey: [url],
          queryFn: async () => {
            const reply = await base(new Request(url, { headers }));
            const kept: StoredReply = {
              status: reply.status,
              headers: [...reply.headers],
              body: await reply.text(),
            };
            if (reply.status !== 200 || reply.headers.has(MAINTENANCE_HEADER)) {
              throw new UnsharedReply(kept);
            }
            return kept;
          },
        });
        return toResponse(stored);
      } catch (error) {
        if (error instanceof UnsharedReply) return toResponse(error.reply);
        throw error;
      }
    };
  }

  return { sharing, forget: () => store.clear() };
}

function isSiteWide(request: Request, shopApiUrl: string): boolean {
  if (request.method !== 'GET' || request.headers.has('authorization')) return false;
  if (!request.url.startsWith(shopApiUrl)) return false;
  const path = new URL(request.url).pathname.slice(new URL(shopApiUrl).pathname.length);
  return SITE_WIDE_PATHS.has(path);
}

function toResponse({ status, headers, body }: StoredReply): Response {
  return new Response(body, { status, headers });
}

/** The server's one store: every render of the process shares it. */
export const sharedSiteData = createSharedSiteData();
