import middie from '@fastify/middie';
import type { FastifyInstance } from 'fastify';

/**
 * `npm run dev`: the pages come from Vite's dev server in middleware mode (hot reload) on the service's own port,
 * so pages and API share one origin as they do in production. Loaded only in dev; production serves `dist/`.
 */
export async function installViteDevServer(app: FastifyInstance): Promise<void> {
  const { createServer } = await import('vite');
  const vite = await createServer({ server: { middlewareMode: true }, appType: 'mpa' });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook('onClose', async () => {
    await vite.close();
  });
}
