// The API server for the benchmark: real config from the environment, plus a paid user whose token it prints.
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

const app = await createApp(loadConfig({ ...process.env, PORT: '0' }));
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no port');
const user = await app.services.createUser(`bench-${Date.now()}@example.com`, 'bench-password');
await app.services.setPaidUntil(user.id, new Date(Date.now() + 86_400_000));
const token = await app.services.createSession(user.id);
process.stdout.write(`${JSON.stringify({ port: address.port, token })}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
