import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP relay of the test's own in front of the machine's Redis, so a test can lose Redis (cut), make it hang
 * (stall) and bring it back without touching the Redis other programs share.
 */
export async function startRedisProxy(redisUrl: string) {
  const target = new URL(redisUrl);
  const sockets = new Set<Socket>();
  const relay = (client: Socket) => {
    const upstream = createConnection({ host: target.hostname, port: Number(target.port || 6379) });
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => {
        sockets.delete(socket);
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream);
    upstream.pipe(client);
  };
  let server: Server = createServer(relay);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('The proxy is not listening on a port');
  const port = address.port;
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      server.close(() => resolve());
    });
  return {
    url: `redis://127.0.0.1:${port}`,
    /** Redis is gone: open connections drop and new ones are refused. */
    cut: stop,
    /** Redis answers again on the same address. */
    async restore() {
      server = createServer(relay);
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    },
    /** Connections stay open but nothing moves until `on` is false, as with a Redis that hangs. */
    stall(on: boolean) {
      for (const socket of sockets) {
        if (on) socket.pause();
        else socket.resume();
      }
    },
    close: stop,
  };
}
