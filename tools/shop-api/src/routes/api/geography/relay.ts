import type { FastifyInstance } from 'fastify';
import { GEOGRAPHY } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import { findRelayPoint, findRelayPointsNear } from '../../../repositories/geography/nearby';
import { searchFromQuery } from './search-centre';

export default async function relayRoutes(app: FastifyInstance) {
  route(app, GEOGRAPHY.listRelays, async (request) => {
    const search = await searchFromQuery(app.db, request.query);
    return { data: await findRelayPointsNear(app.db, search) };
  });

  route(app, GEOGRAPHY.getRelay, async (request) => {
    const relayPoint = await findRelayPoint(app.db, request.params.id);
    if (!relayPoint) {
      throw new ApiError(404, 'relay_not_found', 'Relay point not found');
    }
    return { data: relayPoint };
  });
}
