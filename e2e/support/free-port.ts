import net from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '127.0.0.1', exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/** The first free loopback port at or above `from` (the e2e server keeps to 4173 and up). */
export async function freePort(from: number, tries = 100): Promise<number> {
  for (let port = from; port < from + tries; port++) {
    if (await isFree(port)) return port;
  }
  throw new Error(`no free port in ${from}–${from + tries - 1}`);
}
