import { once } from 'node:events';
import net from 'node:net';

/** A port nothing listens on now (the system handed it out, and it was closed again). */
export async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}
