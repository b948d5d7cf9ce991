import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PromoBenefit } from '@shop/domain';
import { asmCodes, promoCodes } from '../../../src/db/schema';
import { seedCodes } from '../../../src/seed/codes';
import { useSeededApp } from '../../helpers/seeded-app';
import { testDatabaseKinds } from '../../helpers/test-databases';

describe.each(testDatabaseKinds)('seeded codes on $name', (kind) => {
  const api = useSeededApp(kind);

  it('cover every kind of code the cart calls answer, and seeding again changes nothing', async () => {
    const rows = await api.db.select().from(promoCodes).orderBy(promoCodes.code);
    const byCode = new Map(rows.map((row) => [row.code, row]));
    const benefit = (code: string) => byCode.get(code)?.benefit as PromoBenefit | undefined;
    expect(benefit('BIENVENUE15')).toEqual({ kind: 'cart_discount', unit: 'percent', value: 15 });
    expect(benefit('MOINS5')).toEqual({ kind: 'cart_discount', unit: 'amount', value: 500 });
    expect(byCode.get('MOINS5')?.minimumAmount).toBe(3000);
    expect(benefit('ECHANTILLON')?.kind).toBe('free_product');
    expect(benefit('SPIRULINE20')).toMatchObject({ kind: 'product_discount', percent: 20 });
    expect(benefit('PREMIERE10')).toEqual({ kind: 'first_order' });
    expect(byCode.get('FIDELITE10')?.loginRequired).toBe(true);
    expect(byCode.get('HIVER2025')?.validUntil?.getTime()).toBeLessThan(Date.parse('2026-11-22'));
    const asm = await api.db.select().from(asmCodes).orderBy(asmCodes.code);
    expect(asm.map((row) => [row.code, row.usedAt !== null])).toEqual([
      ['ASM-2025-USED', true],
      ['ASM-2026-A7K3', false],
      ['ASM-2026-Q9D2', false],
    ]);

    await api.db.transaction((tx) => seedCodes(tx));
    const [promoCount] = await api.db.select({ n: count() }).from(promoCodes);
    const [asmCount] = await api.db.select({ n: count() }).from(asmCodes);
    expect([promoCount?.n, asmCount?.n]).toEqual([rows.length, asm.length]);
  });
});
