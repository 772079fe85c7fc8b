// The baseline of `npm run bench:start` (tooling/measure-start.mjs): Node and Fastify with one route, started
// like the API server (PORT, HOST) and answering its health check, and nothing else.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
