import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { resolve } from 'node:path';

const port = Number(process.env.PORT ?? 8080);
const app = Fastify({ logger: { level: 'warn' } });
await app.register(fastifyStatic, { root: resolve(import.meta.dirname, '..', 'dist'), wildcard: false });
app.setNotFoundHandler((request, reply) => {
  if (request.url.startsWith('/api/'))
    return reply.code(404).send({ responseCode: '04', responseMessage: 'No encontrado' });
  return reply.sendFile('index.html');
});
await app.listen({ port, host: '0.0.0.0' });
console.log(`Muro Pride en http://localhost:${port}`);
