import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { requestJsonSchema } from '../../http/json-schema';

const MaintenanceSwitchSchema = v.object({ on: v.boolean() });
type MaintenanceSwitch = v.InferOutput<typeof MaintenanceSwitchSchema>;

/**
 * `POST /testing/maintenance {"on": true|false}`: puts the running shop in maintenance or
 * takes it out, where an operator would restart it with `MAINTENANCE=on`, so a browser
 * journey sees both sides without a server of its own. Registered only with
 * `SHOP_API_TEST_ROUTES=on`, outside `/api/v1`, so the gateway never forwards it.
 */
export default async function maintenanceRoutes(app: FastifyInstance) {
  app.post<{ Body: MaintenanceSwitch }>(
    '/testing/maintenance',
    { schema: { body: requestJsonSchema(MaintenanceSwitchSchema) } },
    async (request) => {
      app.maintenance.set(request.body.on);
      return { data: { on: app.maintenance.active } };
    },
  );
}
