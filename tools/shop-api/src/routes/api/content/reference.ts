import type { FastifyInstance } from 'fastify';
import {
  CarrierListReplySchema,
  CarrierReplySchema,
  CivilityListReplySchema,
  CivilityReplySchema,
  CommonQuerySchema,
  ContentCodeParamsSchema,
  ContentIdParamsSchema,
  CountryListReplySchema,
  CountryReplySchema,
  CustomerOriginListReplySchema,
  MaintenanceReplySchema,
  MenuListReplySchema,
  MenuQuerySchema,
  MenuReplySchema,
  PaymentMethodListReplySchema,
  PaymentMethodReplySchema,
  SettingListReplySchema,
  SettingReplySchema,
  type ContentCodeParams,
  type ContentIdParams,
  type MenuQuery,
} from '@shop/api-client/contract';
import { ApiError } from '../../../http/api-error';
import { replyJsonSchema, requestJsonSchema } from '../../../http/json-schema';
import {
  listCarriers,
  listCivilities,
  listCountries,
  listMenus,
  listOrigins,
  listPaymentMethods,
  listSettings,
} from '../../../repositories/content/reference';

const query = requestJsonSchema(CommonQuerySchema);
const idParams = requestJsonSchema(ContentIdParamsSchema);
const codeParams = requestJsonSchema(ContentCodeParamsSchema);

const list = <T>(items: T[]) => ({ data: { items, total: items.length } });

/** One item or a 404 with the resource's code. */
function one<T>(items: T[], code: string, message: string) {
  const [item] = items;
  if (item === undefined) throw new ApiError(404, code, message);
  return { data: item };
}

/** Settings, menus, country and the reference lists: what a first page load reads (SPEC.md §4). */
export default async function referenceRoutes(app: FastifyInstance) {
  app.get(
    '/setting',
    { schema: { querystring: query, response: { 200: replyJsonSchema(SettingListReplySchema) } } },
    async () => list(await listSettings(app.db)),
  );
  app.get<{ Params: ContentCodeParams }>(
    '/setting/:code',
    {
      schema: {
        querystring: query,
        params: codeParams,
        response: { 200: replyJsonSchema(SettingReplySchema) },
      },
    },
    async (request) =>
      one(
        await listSettings(app.db, request.params.code),
        'setting_not_found',
        'Setting not found',
      ),
  );

  app.get<{ Querystring: MenuQuery }>(
    '/menu',
    {
      schema: {
        querystring: requestJsonSchema(MenuQuerySchema),
        response: { 200: replyJsonSchema(MenuListReplySchema) },
      },
    },
    async (request) => list(await listMenus(app.db, request.query.code)),
  );
  app.get<{ Params: ContentCodeParams }>(
    '/menu/:code',
    {
      schema: {
        querystring: query,
        params: codeParams,
        response: { 200: replyJsonSchema(MenuReplySchema) },
      },
    },
    async (request) =>
      one(await listMenus(app.db, request.params.code), 'menu_not_found', 'Menu not found'),
  );

  app.get(
    '/country',
    { schema: { querystring: query, response: { 200: replyJsonSchema(CountryListReplySchema) } } },
    async () => list(await listCountries(app.db)),
  );
  app.get<{ Params: ContentCodeParams }>(
    '/country/:code',
    {
      schema: {
        querystring: query,
        params: codeParams,
        response: { 200: replyJsonSchema(CountryReplySchema) },
      },
    },
    async (request) =>
      one(
        await listCountries(app.db, request.params.code),
        'country_not_found',
        'Country not found',
      ),
  );

  app.get(
    '/customer/origins',
    {
      schema: {
        querystring: query,
        response: { 200: replyJsonSchema(CustomerOriginListReplySchema) },
      },
    },
    async () => list(await listOrigins(app.db)),
  );

  app.get(
    '/civilities',
    { schema: { querystring: query, response: { 200: replyJsonSchema(CivilityListReplySchema) } } },
    async () => list(await listCivilities(app.db)),
  );
  app.get<{ Params: ContentIdParams }>(
    '/civilities/:id',
    {
      schema: {
        querystring: query,
        params: idParams,
        response: { 200: replyJsonSchema(CivilityReplySchema) },
      },
    },
    async (request) =>
      one(
        await listCivilities(app.db, request.params.id),
        'civility_not_found',
        'Civility not found',
      ),
  );

  app.get(
    '/carrier',
    { schema: { querystring: query, response: { 200: replyJsonSchema(CarrierListReplySchema) } } },
    async () => list(await listCarriers(app.db)),
  );
  app.get<{ Params: ContentIdParams }>(
    '/carrier/:id',
    {
      schema: {
        querystring: query,
        params: idParams,
        response: { 200: replyJsonSchema(CarrierReplySchema) },
      },
    },
    async (request) =>
      one(await listCarriers(app.db, request.params.id), 'carrier_not_found', 'Carrier not found'),
  );

  app.get(
    '/payment',
    {
      schema: {
        querystring: query,
        response: { 200: replyJsonSchema(PaymentMethodListReplySchema) },
      },
    },
    async () => list(await listPaymentMethods(app.db)),
  );
  app.get<{ Params: ContentIdParams }>(
    '/payment/:id',
    {
      schema: {
        querystring: query,
        params: idParams,
        response: { 200: replyJsonSchema(PaymentMethodReplySchema) },
      },
    },
    async (request) =>
      one(
        await listPaymentMethods(app.db, request.params.id),
        'payment_method_not_found',
        'Payment method not found',
      ),
  );

  app.get(
    '/maintenance',
    { schema: { querystring: query, response: { 200: replyJsonSchema(MaintenanceReplySchema) } } },
    // Without the maintenance plugin registered the shop is simply open.
    async () => ({ data: { active: app.hasDecorator('maintenance') && app.maintenance.active } }),
  );
}
