import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as v from 'valibot';
import { ROUTE_PRELOADS_FILE, type SsrInput } from '@shop/api-client/contract';

const assetPath = (extension: string) =>
  v.pipe(v.string(), v.regex(new RegExp(`^/assets/[\\w.-]+\\.${extension}$`)));

/**
 * Route id → the built chunks' and stylesheets' paths under /assets/
 * (tools/build/route-preloads-plugin.ts).
 */
const RoutePreloadsSchema = v.record(
  v.string(),
  v.object({ preloads: v.array(assetPath('js')), css: v.array(assetPath('css')) }),
);

/**
 * The storefront build's route chunks and stylesheets, read once at start, for the server render to name
 * in each page's head. A build without the table (an older one) renders pages without
 * those links; a table that does not parse stops the gateway with one line.
 */
export async function readRoutePreloads(
  spaDir: string,
): Promise<NonNullable<SsrInput['routePreloads']>> {
  const file = join(spaDir, ROUTE_PRELOADS_FILE);
  const text = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  if (text === null) return {};
  const parsed = v.safeParse(RoutePreloadsSchema, JSON.parse(text));
  if (!parsed.success) {
    throw new Error(`${file}: not a table of route chunks (${v.summarize(parsed.issues)})`);
  }
  return parsed.output;
}
