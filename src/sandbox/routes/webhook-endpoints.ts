import { ConflictError, NotFoundError } from '../../api/errors.js';
import {
  DEFAULT_WEBHOOK_SECRET_GRACE_SECONDS,
  MAX_WEBHOOK_ENDPOINTS,
  createWebhookEndpointRequestSchema,
  emptyRequestBodySchema,
  rollWebhookSecretRequestSchema,
  updateWebhookEndpointRequestSchema,
  webhookEndpointListQuerySchema,
} from '../../api/schemas/webhook.js';
import type { ServiceContext } from '../context.js';
import { requireBusiness } from '../http/auth.js';
import { MESSAGES, sendSuccess } from '../http/envelope.js';
import type { ServiceApp } from '../http/validation.js';
import {
  deleteWebhookEndpoint,
  findWebhookEndpoint,
  insertWebhookEndpoint,
  listWebhookEndpoints,
  rollWebhookEndpointSecret,
  updateWebhookEndpoint,
} from '../store/webhook-endpoints.js';
import { nudgeWebhookDelivery } from '../webhooks/notifier.js';
import { sendTestWebhookEvent } from '../webhooks/send-test-event.js';
import { idParamsSchema } from '../../api/schemas/common.js';

/**
 * A business's webhook endpoints (docs/webhooks.md): where its events go, which ones each receives, and the secret
 * each is signed with. Secret key only. The secret is answered twice in an endpoint's life: when it is created and
 * when its secret is rolled. Another business's endpoint is as unknown as a missing one (404).
 */
export function registerWebhookEndpointRoutes(app: ServiceApp, context: ServiceContext): void {
  const notFound = (id: string) => new NotFoundError(`No webhook endpoint with id ${id}`);

  app.post(
    '/v1/webhook-endpoints',
    { config: { auth: 'secret' }, schema: { body: createWebhookEndpointRequestSchema } },
    async (request, reply) => {
      const { body } = request;
      const endpoint = await insertWebhookEndpoint(context.database, {
        businessId: requireBusiness(request).record.uuid,
        url: body.url,
        events: body.events ?? [],
        description: body.description ?? null,
        now: context.now(),
      });
      if (!endpoint) {
        throw new ConflictError(
          `A business can have at most ${MAX_WEBHOOK_ENDPOINTS} webhook endpoints: delete one first`,
        );
      }
      return sendSuccess(reply, MESSAGES.created, endpoint, 201);
    },
  );

  app.get(
    '/v1/webhook-endpoints',
    { config: { auth: 'secret' }, schema: { querystring: webhookEndpointListQuerySchema } },
    async (request, reply) => {
      const endpoints = await listWebhookEndpoints(
        context.database,
        requireBusiness(request).record.uuid,
        context.now(),
      );
      return sendSuccess(reply, MESSAGES.queried, endpoints);
    },
  );

  app.get(
    '/v1/webhook-endpoints/:id',
    { config: { auth: 'secret' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const endpoint = await findWebhookEndpoint(
        context.database,
        requireBusiness(request).record.uuid,
        id,
        context.now(),
      );
      if (!endpoint) throw notFound(id);
      return sendSuccess(reply, MESSAGES.queried, endpoint);
    },
  );

  app.patch(
    '/v1/webhook-endpoints/:id',
    {
      config: { auth: 'secret' },
      schema: { params: idParamsSchema, body: updateWebhookEndpointRequestSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { body } = request;
      const endpoint = await updateWebhookEndpoint(
        context.database,
        requireBusiness(request).record.uuid,
        id,
        { url: body.url, events: body.events, description: body.description, active: body.active },
        context.now(),
      );
      if (!endpoint) throw notFound(id);
      // A new URL, or the endpoint back on, makes its pending deliveries due at once.
      if (body.url !== undefined || body.active === true) nudgeWebhookDelivery();
      return sendSuccess(reply, MESSAGES.updated, endpoint);
    },
  );

  app.delete(
    '/v1/webhook-endpoints/:id',
    { config: { auth: 'secret' }, schema: { params: idParamsSchema } },
    async (request, reply) => {
      const { id } = request.params;
      const endpoint = await deleteWebhookEndpoint(
        context.database,
        requireBusiness(request).record.uuid,
        id,
        context.now(),
      );
      if (!endpoint) throw notFound(id);
      return sendSuccess(reply, 'Deleted successfully', endpoint);
    },
  );

  app.post(
    '/v1/webhook-endpoints/:id/roll-secret',
    {
      config: { auth: 'secret' },
      schema: { params: idParamsSchema, body: rollWebhookSecretRequestSchema },
    },
    async (request, reply) => {
      const { id } = request.params;
      const endpoint = await rollWebhookEndpointSecret(
        context.database,
        requireBusiness(request).record.uuid,
        id,
        {
          graceSeconds: request.body?.graceSeconds ?? DEFAULT_WEBHOOK_SECRET_GRACE_SECONDS,
          now: context.now(),
        },
      );
      if (!endpoint) throw notFound(id);
      return sendSuccess(reply, 'Signing secret rolled', endpoint);
    },
  );

  app.post(
    '/v1/webhook-endpoints/:id/test',
    {
      config: { auth: 'secret' },
      schema: { params: idParamsSchema, body: emptyRequestBodySchema },
    },
    async (request, reply) => {
      const delivery = await sendTestWebhookEvent(context.database, {
        businessId: requireBusiness(request).record.uuid,
        endpointId: request.params.id,
        now: context.now(),
      });
      return sendSuccess(reply, MESSAGES.submitted, delivery, 201);
    },
  );
}
