// Sales tax by place's routes (docs/billing.md "Sales tax by place"): the rate tables the admin loads, and a property's
// jurisdictions and rate with staff's override of them.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withParams } from '../../../common/i18n/catalog';
import { envelope } from '../../../common/schemas/envelope';
import { recordId } from '../../../common/schemas/fields';
import {
  propertySalesTax,
  propertySalesTaxQuery,
  rateTableInput,
  rateTableRecord,
  taxOverrideInput,
} from '../../../common/schemas/salesTax';
import { businessToday } from '../../lib/businessDay';
import { STAFF } from './access';
import { listRateTables, loadRateTable } from './rateTables';
import { addTaxOverride, propertySalesTax as readPropertySalesTax } from './salesTax';

/** Rates decide what every customer pays and what the business files: the admin who keeps the books loads them. */
const BOOKKEEPER = { access: { permission: 'accounting_manage' } } as const;
const PROPERTY_READERS = { access: { permission: 'customer_list' } } as const;
const tags = ['sales-tax'];
const propertyParams = z.object({ id: recordId() });
/** A rate file of 5,000,000 characters, with the JSON around it. */
const RATE_FILE_BODY_BYTES = 12 * 1024 * 1024;

const salesTaxRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;

  app.get(
    '/sales-tax/rate-tables',
    { config: BOOKKEEPER, schema: { tags, response: { 200: envelope(z.array(rateTableRecord)) } } },
    async () => ({ status: 200, data: await listRateTables(db) }),
  );

  app.post(
    '/sales-tax/rate-tables',
    {
      config: BOOKKEEPER,
      bodyLimit: RATE_FILE_BODY_BYTES,
      schema: { tags, body: rateTableInput, response: { 200: envelope(rateTableRecord) } },
    },
    async (request) => {
      const table = await loadRateTable(app.database, request.body, app.currentUser(request)._id);
      return {
        status: 200,
        message: withParams('server.sales_tax.rates_loaded', { rows: table.rowCount, state: table.state, date: table.effectiveFrom }),
        data: table,
      };
    },
  );

  app.get(
    '/properties/:id/sales-tax',
    {
      config: PROPERTY_READERS,
      schema: { tags, params: propertyParams, querystring: propertySalesTaxQuery, response: { 200: envelope(propertySalesTax) } },
    },
    async (request) => {
      const date = request.query.date ?? (await businessToday(db));
      return { status: 200, data: await readPropertySalesTax(db, request.params.id, date) };
    },
  );

  app.post(
    '/properties/:id/sales-tax/overrides',
    { config: STAFF, schema: { tags, params: propertyParams, body: taxOverrideInput, response: { 200: envelope(propertySalesTax) } } },
    async (request) => {
      await addTaxOverride(db, request.params.id, request.body, app.currentUser(request)._id);
      return {
        status: 200,
        message: 'server.sales_tax.override_saved',
        data: await readPropertySalesTax(db, request.params.id, await businessToday(db)),
      };
    },
  );
};

export default salesTaxRoutes;
