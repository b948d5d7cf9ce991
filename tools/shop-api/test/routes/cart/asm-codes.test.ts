import { describe, expect, it } from 'vitest';
import { useSeededApp } from '../../helpers/seeded-app';
import { createTestClock } from '../../helpers/test-clock';
import { testDatabaseKinds } from '../../helpers/test-databases';
import { insertAsmCode, newCart, productBySlug, updateCart } from './cart-fixtures';

interface Line {
  id: number;
  quantity: number;
  offered: boolean;
  price_with_tax: number;
}

describe.each(testDatabaseKinds)('ASM codes on $name', (kind) => {
  const clock = createTestClock();
  const api = useSeededApp(kind, { now: clock.now });

  const discount = (
    token: string,
    code: string,
    options: { auth?: string; productId?: number } = {},
  ) =>
    api.call('POST', `/cart/${token}/discount`, {
      token: options.auth,
      body: { code, ...(options.productId ? { product_id: options.productId } : {}) },
    });
  const asm = (token: string, code: string) =>
    api.call('POST', `/cart/${token}/asm`, { body: { code } });

  /** A visitor's cart of three Lactéa Immunité at 22,90 €: 68,70 € of goods. */
  async function cartOf68() {
    const immunite = await productBySlug(api.db, 'lactea-immunite');
    return { token: await newCart(api, [{ id: immunite.id, quantity: 3 }]), immunite };
  }

  it('applies an ASM code from 60 € and offers a gift of the ASM list', async () => {
    const { token } = await cartOf68();
    const gift = await productBySlug(api.db, 'lactea-echantillon');
    const applied = await asm(token, 'asm-2026-a7k3');
    expect(applied.status).toBe(200);
    expect(applied.body.data.cart).toMatchObject({
      asm_code: 'ASM-2026-A7K3',
      asm_product_id: null,
    });
    // While it waits for its gift, the gifts it may offer are listed.
    const choices = applied.body.data.discounted_products.map(
      (p: { id: number; price: number }) => p.id,
    );
    expect(choices).toContain(gift.id);
    expect(
      applied.body.data.discounted_products.every((p: { price: number }) => p.price === 0),
    ).toBe(true);

    const chosen = await api.call('POST', `/cart/${token}/asm/product`, {
      body: { product_id: gift.id },
    });
    expect(chosen.status).toBe(200);
    expect(chosen.body.data.cart).toMatchObject({
      asm_product_id: gift.id,
      discounted_products: [gift.id],
      amount_with_taxes: 68.7,
    });
    expect(chosen.body.data.cart.list.find((line: Line) => line.offered)).toMatchObject({
      id: gift.id,
      quantity: 1,
      price_with_tax: 0,
    });

    const off = await api.call('DELETE', `/cart/${token}/asm`);
    expect(off.status).toBe(200);
    expect(off.body.data.cart).toMatchObject({ asm_code: null, asm_product_id: null });
    expect(off.body.data.cart.list.some((line: Line) => line.offered)).toBe(false);
  });

  it('refuses an ASM code under 60 €, used or unknown, and drops it when goods fall under 60 €', async () => {
    const transit = await productBySlug(api.db, 'lactea-transit');
    const small = await newCart(api, [{ id: transit.id, quantity: 3 }]);
    const under = await asm(small, 'ASM-2026-Q9D2');
    expect(under.status).toBe(409);
    expect(under.body.error.code).toBe('conditions_not_met');

    const { token, immunite } = await cartOf68();
    for (const code of ['ASM-2025-USED', 'ASM-NOPE', await insertAsmCode(api.db, true)]) {
      const reply = await asm(token, code);
      expect(reply.status).toBe(400);
      expect(reply.body.error.code).toBe('asm_code_invalid');
    }

    expect((await asm(token, 'ASM-2026-Q9D2')).status).toBe(200);
    const fallen = await updateCart(api, [{ id: immunite.id, quantity: 2 }], { cartToken: token });
    expect(fallen.body.data).toMatchObject({
      notice: 'cart_updated',
      removed_codes: ['ASM-2026-Q9D2'],
    });
    expect(fallen.body.data.cart.asm_code).toBeNull();
  });

  it('never combines an ASM code with an advantage code (codes_not_combinable)', async () => {
    const first = await cartOf68();
    await discount(first.token, 'BIENVENUE15');
    const asmAfter = await asm(first.token, 'ASM-2026-A7K3');
    expect(asmAfter.status).toBe(409);
    expect(asmAfter.body.error.code).toBe('codes_not_combinable');

    const second = await cartOf68();
    await asm(second.token, 'ASM-2026-A7K3');
    const codeAfter = await discount(second.token, 'BIENVENUE15');
    expect(codeAfter.status).toBe(409);
    expect(codeAfter.body.error.code).toBe('codes_not_combinable');
  });

  it('offers only a gift in stock as the ASM product', async () => {
    const { token, immunite } = await cartOf68();
    const noAsm = await api.call('POST', `/cart/${token}/asm/product`, {
      body: { product_id: immunite.id },
    });
    expect(noAsm.status).toBe(409);
    expect(noAsm.body.error.code).toBe('conditions_not_met');

    await asm(token, 'ASM-2026-A7K3');
    const paidProduct = await api.call('POST', `/cart/${token}/asm/product`, {
      body: { product_id: immunite.id },
    });
    expect(paidProduct.status).toBe(409);
    expect(paidProduct.body.error.code).toBe('product_unavailable');
    const unknown = await api.call('POST', `/cart/${token}/asm/product`, {
      body: { product_id: 999_999 },
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error.code).toBe('product_not_found');
  });
});
