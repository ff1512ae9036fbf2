import { ConflictError, NotFoundError } from '../../api/errors.js';
import {
  createCustomerRequestSchema,
  customerListQuerySchema,
  type CustomerPage,
} from '../../api/schemas/customer.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import type { ServiceContext } from '../context.js';
import { findCustomerByRefCode, insertCustomer, listCustomers, normaliseEmail } from '../store/customers.js';
import { refCodeParamsSchema } from '../../api/schemas/common.js';

export function registerCustomerRoutes(app: ServiceApp, context: ServiceContext): void {
  app.post(
    '/v1/business-customers',
    { config: { auth: 'secret' }, schema: { body: createCustomerRequestSchema } },
    async (request, reply) => {
      const business = requireBusiness(request).record;
      const customer = await insertCustomer(context.database, business, request.body);
      if (!customer) {
        throw new ConflictError(
          `A customer with e-mail ${normaliseEmail(request.body.email)} already exists`,
          {
            errors: [{ field: 'email', message: 'is already a customer of this business' }],
          },
        );
      }
      const created = await findCustomerByRefCode(context.database, business.uuid, customer.refCode);
      return sendSuccess(reply, MESSAGES.created, created ?? customer, 201);
    },
  );

  app.get(
    '/v1/business-customers',
    { config: { auth: 'secret' }, schema: { querystring: customerListQuerySchema } },
    async (request, reply) => {
      const businessId = requireBusiness(request).record.uuid;
      const page: CustomerPage = await listCustomers(context.database, businessId, request.query);
      return sendSuccess(reply, MESSAGES.queried, page);
    },
  );

  app.get(
    '/v1/business-customers/:refCode',
    { config: { auth: 'secret' }, schema: { params: refCodeParamsSchema } },
    async (request, reply) => {
      const businessId = requireBusiness(request).record.uuid;
      const customer = await findCustomerByRefCode(context.database, businessId, request.params.refCode);
      if (!customer) throw new NotFoundError(`No customer with reference code ${request.params.refCode}`);
      const page: CustomerPage = { records: [customer], count: 1 };
      return sendSuccess(reply, MESSAGES.queried, page);
    },
  );
}
