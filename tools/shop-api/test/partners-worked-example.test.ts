import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useSeededApp } from './helpers/seeded-app';
import { testDatabaseKinds } from './helpers/test-databases';

const run = promisify(execFile);
const PARTNERS_DOC = path.join(import.meta.dirname, '../../../docs/partners.md');
const MARKER = '<!-- worked-example:';

/** The shell block that follows the worked-example marker in docs/partners.md. */
async function workedExample(): Promise<string> {
  const text = await readFile(PARTNERS_DOC, 'utf8');
  const after = text.slice(text.indexOf(MARKER));
  const match = /```sh\n([\s\S]*?)```/.exec(after);
  if (text.indexOf(MARKER) < 0 || !match?.[1])
    throw new Error('no worked example in docs/partners.md');
  return match[1];
}

async function hasTools(): Promise<string | null> {
  for (const tool of ['bash', 'curl', 'jq']) {
    try {
      await run('sh', ['-c', `command -v ${tool}`]);
    } catch {
      return `${tool} is not installed`;
    }
  }
  return null;
}

const missing = await hasTools();
if (missing) console.log(`Partners' worked example skipped: ${missing}.`);

/**
 * The worked example for integration partners (docs/partners.md), run as written against a seeded
 * shop API (the gateway proxies these calls 1:1), so the documentation cannot rot.
 */
describe.skipIf(missing !== null)('the partners’ worked example', () => {
  const [pglite] = testDatabaseKinds;
  if (!pglite) throw new Error('PGlite always runs');
  const api = useSeededApp(pglite);
  let base = '';

  beforeAll(async () => {
    const address = await api.app.listen({ host: '127.0.0.1', port: 0 });
    base = `${address}/api/v1`;
  });
  afterAll(() => api.app.close());

  it('signs up, logs in, fills a cart, applies the first-order code, orders by cheque', async () => {
    const script = await workedExample();
    const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', script], {
      env: { ...process.env, BASE: base },
      timeout: 60_000,
    });
    const [totals, order, cheque, ...orders] = stdout
      .trim()
      .split(/\n(?=\{)/)
      .map((part) => JSON.parse(part) as Record<string, unknown>);
    expect(Number(totals?.discounted_amount)).toBeGreaterThan(0);
    expect(order).toMatchObject({
      number: expect.stringMatching(/^CMD-/),
      shown_status: 'pending_payment',
    });
    expect(cheque).toMatchObject({ payee: expect.any(String), reference: order?.number });
    expect(orders).toEqual([
      {
        number: order?.number,
        shown_status: 'pending_payment',
        total_amount: order?.total_with_taxes,
      },
    ]);
  });
});
