import Fastify from 'fastify';

/**
 * The ceiling of the benchmark: a bare Fastify app answering a fixed JSON, on this machine, with
 * the same Node and Fastify as the API. Listens on `PORT` and says so on stdout.
 */
const app = Fastify({ logger: false });
app.get('/hello', async () => ({ hello: 'world' }));
const address = await app.listen({ port: Number(process.env['PORT'] ?? 0), host: '127.0.0.1' });
console.log(`listening ${address}`);
