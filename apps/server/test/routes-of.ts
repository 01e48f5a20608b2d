import type { FastifyInstance } from 'fastify';

/** The server's routes, read from Fastify's own route tree ("METHOD /path"), HEAD left out. */
export function routesOf(app: FastifyInstance): string[] {
  const found: string[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([\s│]*)(?:├── |└── )(.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    prefixes.length = depth;
    const path = `${prefixes.join('')}${match[2]}`;
    prefixes.push(match[2]!);
    for (const method of match[3]?.split(', ') ?? [])
      if (method !== 'HEAD') found.push(`${method} ${path.startsWith('/') ? path : `/${path}`}`);
  }
  return found;
}
