import type { FastifyRequest } from 'fastify';

/**
 * The origin customers reach the service at, for the hosted pages' addresses the API hands out (`checkoutUrl`):
 * PUBLIC_URL when set, else the origin the request came to. Fastify reads X-Forwarded-Proto and X-Forwarded-Host
 * only from the proxies TRUST_PROXY names, so a client cannot make the service hand out another site's address
 * by sending those headers itself; behind a proxy that is not trusted, set PUBLIC_URL.
 */
export function publicOriginOf(request: FastifyRequest, publicUrl: string | undefined): string {
  return publicUrl ?? `${request.protocol}://${request.host}`;
}
