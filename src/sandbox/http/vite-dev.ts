import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';

/**
 * `npm run dev`: the pages come from Vite's dev server in middleware mode (hot reload) on the service's own port,
 * so pages and API share one origin as they do in production. Loaded only in dev; production serves `dist/`.
 */
export async function installViteDevServer(app: FastifyInstance): Promise<void> {
  const { createServer } = await import('vite');
  // 'custom': Vite's "spa"/"mpa" types answer 404 for paths they do not know, which would hide /v1 and /rpc;
  // the pages plugin in vite.config.ts serves the HTML pages itself.
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => {
    await vite.close();
  });
}
