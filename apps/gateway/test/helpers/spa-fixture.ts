import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

export const INDEX_HTML =
  '<!doctype html><html lang="fr"><title>Boutique</title><div id="root"></div></html>';
/**
 * index.html as the gateway serves it: with the runtime configuration of a deployment
 * without third-party scripts, first in <html> since the fixture has no <head>.
 */
export function servedIndex(baseDomain = 'localhost:3000'): string {
  const config = `{"baseDomain":"${baseDomain}","tagManagerUrl":null,"consentScriptUrl":null,"surveyScriptUrl":null}`;
  return INDEX_HTML.replace(
    '<html lang="fr">',
    `<html lang="fr"><script type="application/json" id="shop-config">${config}</script>`,
  );
}
export const APP_JS = `console.log(${JSON.stringify('x'.repeat(2_000))});`;

/** The build's table of route chunks and stylesheets (tools/build/route-preloads-plugin.ts). */
export const ROUTE_PRELOADS = {
  '/fr/produits/$': { preloads: ['/assets/list-4b2e.js'], css: ['/assets/list-9c1d.css'] },
};

/**
 * A storefront build in a temporary folder: index.html, one hashed, precompressed chunk
 * and the route chunks table.
 */
export async function createSpaFixture() {
  const dir = await mkdtemp(join(tmpdir(), 'gateway-spa-'));
  await mkdir(join(dir, 'assets'));
  await mkdir(join(dir, '.vite'));
  await writeFile(
    join(dir, '.vite', 'manifest.json'),
    '{"index.html":{"file":"assets/app-3f9a1c.js"}}',
  );
  await writeFile(join(dir, '.vite', 'route-preloads.json'), JSON.stringify(ROUTE_PRELOADS));
  await writeFile(join(dir, 'index.html'), INDEX_HTML);
  await writeFile(join(dir, 'assets', 'app-3f9a1c.js'), APP_JS);
  await writeFile(join(dir, 'assets', 'app-3f9a1c.js.br'), brotliCompressSync(APP_JS));
  await writeFile(join(dir, 'assets', 'app-3f9a1c.js.gz'), gzipSync(APP_JS));
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
