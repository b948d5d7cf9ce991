import type { FastifyInstance } from 'fastify';
import { CONTENT } from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { route } from '../../../http/route';
import {
  listCarriers,
  listCivilities,
  listCountries,
  listMenus,
  listOrigins,
  listPaymentMethods,
  listSettings,
} from '../../../repositories/content/reference';

const list = <T>(items: T[]) => ({ data: { items, total: items.length } });

/** One item or a 404 with the resource's code. */
function one<T>(items: T[], code: string, message: string) {
  const [item] = items;
  if (item === undefined) throw new ApiError(404, code, message);
  return { data: item };
}

/** Settings, menus, country and the reference lists: what a first page load reads (SPEC.md §4). */
export default async function referenceRoutes(app: FastifyInstance) {
  route(app, CONTENT.listSettings, async () => list(await listSettings(app.db)));
  route(app, CONTENT.getSetting, async (request) =>
    one(await listSettings(app.db, request.params.code), 'setting_not_found', 'Setting not found'),
  );

  route(app, CONTENT.listMenus, async (request) =>
    list(await listMenus(app.db, request.query.code)),
  );
  route(app, CONTENT.getMenu, async (request) =>
    one(await listMenus(app.db, request.params.code), 'menu_not_found', 'Menu not found'),
  );

  route(app, CONTENT.listCountries, async () => list(await listCountries(app.db)));
  route(app, CONTENT.getCountry, async (request) =>
    one(await listCountries(app.db, request.params.code), 'country_not_found', 'Country not found'),
  );

  route(app, CONTENT.listCustomerOrigins, async () => list(await listOrigins(app.db)));

  route(app, CONTENT.listCivilities, async () => list(await listCivilities(app.db)));
  route(app, CONTENT.getCivility, async (request) =>
    one(
      await listCivilities(app.db, request.params.id),
      'civility_not_found',
      'Civility not found',
    ),
  );

  route(app, CONTENT.listCarriers, async () => list(await listCarriers(app.db)));
  route(app, CONTENT.getCarrier, async (request) =>
    one(await listCarriers(app.db, request.params.id), 'carrier_not_found', 'Carrier not found'),
  );

  route(app, CONTENT.listPaymentMethods, async () => list(await listPaymentMethods(app.db)));
  route(app, CONTENT.getPaymentMethod, async (request) =>
    one(
      await listPaymentMethods(app.db, request.params.id),
      'payment_method_not_found',
      'Payment method not found',
    ),
  );

  route(
    app,
    CONTENT.maintenance, // Without the maintenance plugin registered the shop is simply open.
    async () => ({ data: { active: app.hasDecorator('maintenance') && app.maintenance.active } }),
  );
}
