import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyServerOptions } from 'fastify';
import type { ServiceContext } from '../context.js';
import { registerBusinessRoutes } from '../routes/business.js';
import { registerBusinessSecretKeyRoutes } from '../routes/business-secret-key.js';
import { registerBusinessTransactionEventRoutes } from '../routes/business-transaction-events.js';
import { registerDashboardSessionRoutes } from '../routes/dashboard-session.js';
import { registerWebhookDeliveryRoutes } from '../routes/webhook-deliveries.js';
import { registerWebhookEndpointRoutes } from '../routes/webhook-endpoints.js';
import { registerConversionRoutes } from '../routes/conversion.js';
import { registerCurrencyRoutes } from '../routes/currencies.js';
import { registerCustomerRoutes } from '../routes/customers.js';
import { registerBankRoutes } from '../routes/banks.js';
import { registerPaymentLinkRoutes } from '../routes/payment-links.js';
import { registerPayoutRoutes } from '../routes/payouts.js';
import { registerBalanceRoutes } from '../routes/balances.js';
import { registerSandboxDemoRoute } from '../routes/sandbox-demo.js';
import { registerSandboxHelperRoutes } from '../routes/sandbox-helpers.js';
import { registerSwapRoutes } from '../routes/swaps.js';
import { registerTransactionRoutes } from '../routes/transactions.js';
import { registerTransactionEventRoutes } from '../routes/transaction-events.js';
import { registerTransactionCheckoutRoutes } from '../routes/transaction-checkout.js';
import { registerSolanaPayRoutes } from '../routes/solana-pay.js';
import { registerLatePaymentRoutes } from '../routes/late-payments.js';
import { registerHealthRoutes } from '../routes/health.js';
import { registerMetricsRoute } from '../routes/metrics.js';
import { registerOpenApiRoute } from '../routes/openapi.js';
import { createServiceMetrics } from '../observability/service-metrics.js';
import { installRequestMetrics } from './request-metrics.js';
import { registerRpcForwarding } from '../routes/rpc-forwarding.js';
import { registerRpcRoutes } from '../rpc/server.js';
import { installAuthentication } from './auth.js';
import { installCors } from './cors.js';
import { answerClientError } from './client-errors.js';
import { answerFrameworkError, installErrorHandling } from './error-handler.js';
import { installHostRequirement } from './host-header.js';
import { installHalt } from './halt.js';
import { installIdempotency } from './idempotency.js';
import { installRateLimits } from './rate-limits.js';
import { installSecurityHeaders } from './security-headers.js';
import { installTextSafety } from './text-safety.js';
import { zodValidatorCompiler, type ServiceApp } from './validation.js';

/**
 * The `/v1` HTTP API: hooks in the order they must run (security headers on every answer; CORS, auth, text safety,
 * validation, idempotency), then routes.
 */
export async function buildApiApp(
  context: ServiceContext,
  logger: FastifyServerOptions['logger'],
): Promise<ServiceApp> {
  const app = Fastify({
    // JSON lines (pino), each carrying the instance's id and, within a request, the request's id.
    logger:
      logger && typeof logger === 'object'
        ? { ...logger, base: { ...(logger.base ?? {}), instanceId: context.instanceId } }
        : logger,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // A load balancer's X-Request-Id is kept when it looks like an id, so one request reads the same in every log.
    requestIdHeader: false,
    genReqId: requestIdOf,
    bodyLimit: context.config.bodyLimitBytes,
    // Route params and query values are validated by zod; Fastify's own limits only guard against abuse (a longer
    // parameter is a 414).
    routerOptions: { maxParamLength: 200 },
    // What Fastify and Node answer on their own (a malformed or over-long URL, oversized headers, no Host): the
    // envelope.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    http: { requireHostHeader: false },
    // Behind trusted proxies (TRUST_PROXY), request.ip is the client they name: what the per-IP limits count.
    ...trustedProxiesOf(context.config.trustProxy),
  }).withTypeProvider<import('./validation.js').ZodTypeProvider>();
  app.setValidatorCompiler(zodValidatorCompiler);
  installErrorHandling(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const metrics = createServiceMetrics(context);
  installRequestMetrics(app, metrics);
  installSecurityHeaders(app);
  installHostRequirement(app);
  await installCors(app);
  installHalt(app, context);
  installAuthentication(app, context);
  // Before any route is declared: the limiter adds its hook to each route as it is declared, after the app-wide
  // hooks (authentication included), so that a request is counted against the key that authenticated it.
  await installRateLimits(app, context);
  installTextSafety(app);
  installIdempotency(app, context);
  // First of the routes: it checks, once the app is ready, that every /v1 route declared after it is documented.
  registerOpenApiRoute(app, { publicUrl: context.config.publicUrl });
  registerHealthRoutes(app, context);
  registerMetricsRoute(app, context, metrics);
  registerCurrencyRoutes(app, context);
  registerConversionRoutes(app, context);
  registerCustomerRoutes(app, context);
  registerPaymentLinkRoutes(app, context);
  registerTransactionRoutes(app, context);
  registerTransactionEventRoutes(app, context);
  registerBusinessTransactionEventRoutes(app, context);
  registerTransactionCheckoutRoutes(app, context);
  registerSolanaPayRoutes(app, context);
  registerLatePaymentRoutes(app, context);
  registerBalanceRoutes(app, context);
  registerPayoutRoutes(app, context);
  registerBankRoutes(app);
  registerSwapRoutes(app, context);
  registerBusinessRoutes(app, context);
  registerBusinessSecretKeyRoutes(app, context);
  registerWebhookDeliveryRoutes(app, context);
  registerWebhookEndpointRoutes(app, context);
  // /rpc: the embedded ledger's own JSON-RPC, or, over an RPC endpoint, the checkout's calls forwarded to it.
  const { ledger } = context;
  if (ledger) {
    await registerRpcRoutes(app, { ...context, ledger });
  } else if (context.config.solanaRpcUrl !== undefined) {
    await registerRpcForwarding(app, context.config.solanaRpcUrl);
  }
  registerSandboxHelperRoutes(app, context);
  registerSandboxDemoRoute(app, context);
  // The merchant console's sign-in (its page is served with the other built pages, http/pages.ts).
  registerDashboardSessionRoutes(app, context);
  return app;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy`: addresses and ranges as they are, a number of hops as the function
 * Fastify itself makes of one (its types admit no number).
 */
function trustedProxiesOf(setting: number | string[] | undefined): Pick<FastifyServerOptions, 'trustProxy'> {
  if (setting === undefined) return {};
  if (typeof setting === 'number') return { trustProxy: (_address: string, hop: number) => hop < setting };
  return { trustProxy: setting };
}

/** What X-Request-Id may hold to be kept: a plain token (anything else could forge log lines or headers). */
const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

function requestIdOf(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}
