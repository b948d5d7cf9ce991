/**
 * The checks that need no load: a visitor's session, cart and pending checkout across the
 * gateways, the limits and the redirect cache they share, the request id in all three
 * logs, and HTTP/2 on nginx's TLS listener. Each says what it saw.
 */
import { randomBytes } from 'node:crypto';
import { connect } from 'node:http2';
import { readLogs, traceId } from './logs.ts';
import {
  DEMO_ACCOUNTS,
  chequeOrder,
  createAddress,
  data,
  logIn,
  quantityIn,
  updateCart,
  validateCart,
} from './shop.ts';
import type { Topology } from './topology.ts';
import { Visitor, type Exchange } from './visitor.ts';

export interface CheckResult {
  name: string;
  ok: boolean;
  detail: string;
}

const check = (name: string, ok: boolean, detail: string): CheckResult => ({ name, ok, detail });

/**
 * One shopper from login to an order waiting for its cheque, every request through nginx.
 * nginx's round robin sends each to the gateway the previous one did not reach (one
 * visitor, one connection, one nginx worker); the gateways' logs say which one answered,
 * and the check fails unless every step changed gateway.
 */
export async function journeyAcrossGateways(
  topology: Topology,
  address: string,
  productIds: readonly number[],
): Promise<CheckResult[]> {
  const exchanges: Exchange[] = [];
  const visitor = new Visitor({ baseUrl: topology.url, address, record: (e) => exchanges.push(e) });
  const steps: string[] = [];
  const expect = (step: string, ok: boolean) => {
    if (!ok) steps.push(step);
  };
  try {
    const [first = 0, second = 0] = productIds;
    const login = await logIn(visitor, DEMO_ACCOUNTS[0] ?? '');
    expect('login', login.status === 200 && visitor.loggedIn);
    const logged = await visitor.api('session', 'GET', 'customer/logged');
    expect('session read on the other gateway', logged.status === 200);
    const addressId = await createAddress(visitor);
    expect('address', addressId !== null);
    const created = await updateCart(visitor, null, first, 2, 'cart-create');
    const token = data(created)?.token;
    expect('cart created', created.status === 200 && typeof token === 'string');
    const cartToken = typeof token === 'string' ? token : 'none';
    const updated = await updateCart(visitor, cartToken, second, 3);
    expect('cart updated', updated.status === 200 && quantityIn(updated, second) === 3);
    const read = await visitor.api('cart-read', 'GET', `cart/${cartToken}`, undefined, {
      check_already_paid: '1',
    });
    expect('cart read back', quantityIn(read, first) === 2 && quantityIn(read, second) === 3);
    // A page rendered on the server: its own calls to the shop API carry nginx's id too.
    const account = await visitor.send('page', 'GET', '/fr/mon-compte');
    expect('account page rendered', account.status === 200);
    const validated = await validateCart(visitor, cartToken, addressId ?? 0);
    const orderId = data(validated)?.order_id;
    expect('checkout validated', validated.status === 200 && typeof orderId === 'number');
    const again = await validateCart(visitor, cartToken, addressId ?? 0);
    expect('validated again: the same order', data(again)?.order_id === orderId);
    const cheque = await chequeOrder(visitor, cartToken);
    expect('pending order read back', data(cheque)?.order_id === orderId);
    const orders = await visitor.api('orders', 'GET', 'order');
    const items = (data(orders)?.items ?? []) as { id?: unknown }[];
    expect(
      'order in the history',
      items.some((item) => item.id === orderId),
    );
  } finally {
    visitor.close();
  }

  const logs = await readLogs(
    topology,
    exchanges.map((exchange) => exchange.requestId),
  );
  const served = exchanges.map((exchange) =>
    exchange.requestId ? traceId(logs, exchange.requestId).gateways : [],
  );
  const switches = served.slice(1).filter((gateways, index) => {
    const before = served[index];
    return gateways.length === 1 && before?.length === 1 && gateways[0] !== before[0];
  }).length;
  const traces = exchanges.map((exchange) =>
    exchange.requestId ? traceId(logs, exchange.requestId) : null,
  );
  const traced = traces.filter(
    (trace) =>
      trace !== null &&
      trace.nginxLines === 1 &&
      trace.gateways.length === 1 &&
      trace.shopApiLines >= 1,
  ).length;
  return [
    check(
      'session, cart and pending checkout across gateways',
      steps.length === 0 && switches === exchanges.length - 1,
      steps.length > 0
        ? `failed: ${steps.join(', ')}`
        : `${exchanges.length} requests, each served by the other gateway than the one before (${switches} switches; gateways ${served.map((g) => g.join('+') || '?').join(' ')})`,
    ),
    check(
      'request ids in nginx, gateway and shop API logs',
      traced === exchanges.length,
      `${traced}/${exchanges.length} ids found once in nginx's log, in one gateway's and in the shop API's`,
    ),
  ];
}

/**
 * The login limit (10 a minute per address) counted once for all gateways: 10 logins from
 * one address through nginx, then the 11th through nginx and straight to each gateway.
 */
export async function sharedLoginLimit(topology: Topology, address: string): Promise<CheckResult> {
  const exchanges: Exchange[] = [];
  const record = (exchange: Exchange) => exchanges.push(exchange);
  const visitor = new Visitor({ baseUrl: topology.url, address, record });
  const statuses: (number | null)[] = [];
  try {
    for (let attempt = 0; attempt < 10; attempt += 1) {
      statuses.push((await logIn(visitor, DEMO_ACCOUNTS[1] ?? '')).status);
    }
    const refused: (number | null)[] = [(await logIn(visitor, DEMO_ACCOUNTS[1] ?? '')).status];
    for (const gateway of topology.gateways) {
      const direct = new Visitor({ baseUrl: `http://127.0.0.1:${gateway.port}`, address });
      refused.push((await logIn(direct, DEMO_ACCOUNTS[1] ?? '')).status);
      direct.close();
    }
    const logs = await readLogs(
      topology,
      exchanges.slice(0, 10).map((exchange) => exchange.requestId),
    );
    const servedBy = new Set(
      exchanges
        .slice(0, 10)
        .flatMap((exchange) =>
          exchange.requestId ? traceId(logs, exchange.requestId).gateways : [],
        ),
    );
    const ok =
      statuses.every((status) => status === 200) &&
      refused.every((status) => status === 429) &&
      servedBy.size === topology.gateways.length;
    return check(
      'login limit shared by the gateways',
      ok,
      `10 logins: ${statuses.join(' ')} (served by ${servedBy.size} gateways); 11th through nginx, then straight to each gateway: ${refused.join(' ')}`,
    );
  } finally {
    visitor.close();
  }
}

/**
 * The redirect lookup cached once for all gateways: a page asked through nginx makes the
 * gateway ask the shop API; the same page asked of the other gateway is answered from
 * Redis, so the shop API sees one lookup.
 */
export async function sharedRedirectCache(
  topology: Topology,
  address: string,
): Promise<CheckResult> {
  const marker = `scale-${randomBytes(6).toString('hex')}`;
  const path = `/fr/${marker}`;
  const visitor = new Visitor({ baseUrl: topology.url, address });
  const first = await visitor.send('page', 'GET', path);
  visitor.close();
  let logs = await readLogs(topology, [first.requestId]);
  const firstGateway = first.requestId ? traceId(logs, first.requestId).gateways[0] : undefined;
  const other = topology.gateways.findIndex((_, index) => index !== firstGateway);
  const direct = new Visitor({
    baseUrl: `http://127.0.0.1:${String(topology.gateways[other]?.port)}`,
    address,
  });
  const second = await direct.send('page', 'GET', path);
  direct.close();
  logs = await readLogs(topology, [second.requestId]);
  const lookups = logs.shopApi.filter(
    (line) =>
      line.includes('/redirection') && line.includes(marker) && line.includes('incoming request'),
  ).length;
  return check(
    'redirect cache shared by the gateways',
    firstGateway !== undefined && other !== -1 && lookups === 1,
    `${path} through nginx (gateway ${String(firstGateway)}: ${String(first.status)}) then on gateway ${other} (${String(second.status)}): ${lookups} lookup(s) reached the shop API`,
  );
}

/** nginx's TLS listener speaks HTTP/2 (ALPN h2) and forwards to the gateways. */
export async function http2Listener(topology: Topology): Promise<CheckResult> {
  const session = connect(`https://127.0.0.1:${topology.httpsPort}`, { rejectUnauthorized: false });
  try {
    const { status, alpn, requestId } = await new Promise<{
      status: number;
      alpn: string | false | undefined;
      requestId: string | undefined;
    }>((resolve, reject) => {
      session.once('error', reject);
      const stream = session.request({ ':path': '/api/v1/product?shop_id=1&lang=fr&perPage=1' });
      stream.once('response', (headers) => {
        stream.resume();
        stream.once('end', () =>
          resolve({
            status: Number(headers[':status']),
            alpn: session.alpnProtocol,
            requestId: headers['x-request-id'] as string | undefined,
          }),
        );
      });
      stream.once('error', reject);
      stream.end();
    });
    return check(
      'HTTP/2 on the TLS listener',
      status === 200 && alpn === 'h2' && typeof requestId === 'string',
      `ALPN ${String(alpn)}, status ${status}, x-request-id ${String(requestId)}`,
    );
  } catch (error) {
    return check('HTTP/2 on the TLS listener', false, (error as Error).message);
  } finally {
    session.close();
  }
}
