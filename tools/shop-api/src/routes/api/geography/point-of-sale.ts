import type { FastifyInstance } from 'fastify';
import { GEOGRAPHY } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { findPointOfSale, findPointsOfSaleNear } from '../../../repositories/geography/nearby';
import { searchFromQuery } from './search-centre';

export default async function pointOfSaleRoutes(app: FastifyInstance) {
  route(app, GEOGRAPHY.listPointsOfSale, async (request) => {
    const search = await searchFromQuery(app.db, request.query);
    return { data: await findPointsOfSaleNear(app.db, search) };
  });

  route(app, GEOGRAPHY.getPointOfSale, async (request) => {
    const pointOfSale = await findPointOfSale(app.db, request.params.id);
    if (!pointOfSale) {
      throw new ApiError(404, 'point_of_sale_not_found', 'Point of sale not found');
    }
    return { data: pointOfSale };
  });
}
