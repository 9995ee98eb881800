// A TCP relay between the API and PostgreSQL that a test can cut: open connections are torn down
// and new ones are accepted but never answered (a dropped network, the nastiest case for timeouts)
// until it is restored.
import { createServer, connect, type Socket } from 'node:net';

export interface TcpRelay {
  port: number;
  /** The connection string through the relay. */
  url(target: string): string;
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpRelay(targetHost: string, targetPort: number): Promise<TcpRelay> {
  let isCut = false;
  const live = new Set<Socket>();
  const held = new Set<Socket>();
  const server = createServer((client) => {
    client.on('error', () => undefined);
    if (isCut) {
      held.add(client);
      client.on('close', () => held.delete(client));
      return;
    }
    const upstream = connect(targetPort, targetHost);
    upstream.on('error', () => client.destroy());
    client.on('error', () => upstream.destroy());
    for (const socket of [client, upstream]) {
      live.add(socket);
      socket.on('close', () => live.delete(socket));
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    port,
    url(target) {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    cut() {
      isCut = true;
      for (const socket of live) socket.destroy();
    },
    restore() {
      isCut = false;
      // Connections that waited in the void fail now, as they would after a TCP timeout.
      for (const socket of held) socket.destroy();
    },
    async close() {
      for (const socket of [...live, ...held]) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
