import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { RowIdSchema } from '@shop/api-client/contract';
import { products } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { requestJsonSchema } from '../../http/json-schema';

const StockSettingSchema = v.object({
  product_id: RowIdSchema,
  stock: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100_000)),
});
type StockSetting = v.InferOutput<typeof StockSettingSchema>;

/**
 * `POST /testing/stock {"product_id", "stock"}`: what the warehouse would say is on the
 * shelves, so a journey can make a product scarce (the last unit two shoppers want).
 * `GET /testing/stock`: every product's shelf, unpublished ones and gifts included, for the
 * load benchmark's count of what left the shelves. Registered only with `SHOP_API_TEST_ROUTES=on`, outside `/api/v1`, so the gateway never
 * forwards it.
 */
export default async function stockRoutes(app: FastifyInstance) {
  app.get('/testing/stock', async () => ({
    data: {
      products: await app.db
        .select({ id: products.id, stock: products.stock })
        .from(products)
        .orderBy(asc(products.id)),
    },
  }));

  app.post<{ Body: StockSetting }>(
    '/testing/stock',
    { schema: { body: requestJsonSchema(StockSettingSchema) } },
    async (request) => {
      const { product_id: id, stock } = request.body;
      const updated = await app.db
        .update(products)
        .set({ stock })
        .where(eq(products.id, id))
        .returning({ id: products.id, stock: products.stock });
      if (updated.length === 0) throw new ApiError(404, 'not_found', 'Unknown product');
      return { data: updated[0] };
    },
  );
}
