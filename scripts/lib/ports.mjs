// Finding a free TCP port on the loopback interface, starting from a preferred one.
import net from 'node:net';

function isFree(port, host) {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * The first free port at or above `from` (each project's helpers keep to their own range, so parallel
 * runs on one machine do not collide). Every range sits below 32768, where Linux hands out the local ports
 * of outgoing connections: a port found free there could be taken by a connection to the database before
 * the server that was to listen on it starts (nginx of `test:nodes` found its port so taken).
 */
export async function freePort(from, { host = '127.0.0.1', tries = 200 } = {}) {
  for (let port = from; port < from + tries; port++) {
    if (await isFree(port, host)) return port;
  }
  throw new Error(`no free port in ${from}–${from + tries - 1} on ${host}`);
}
