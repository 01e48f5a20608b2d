// nginx for the several-nodes test: Debian's binary run in the foreground with its own prefix and
// configuration in a temp dir (nothing of /etc/nginx is read or touched), serving the repository's
// deploy/nginx/ohmstead.conf with the test's upstream addresses and listen port.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup, startService } from './proc.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const SITE_CONF = path.join(root, 'deploy', 'nginx', 'ohmstead.conf');

/** The shipped site configuration with `upstreams` ("host:port") and `listen` ("127.0.0.1:port") put in. */
export function siteConfiguration(upstreams, listen) {
  const shipped = readFileSync(SITE_CONF, 'utf8');
  const servers = /^(\s*)server \S+:\d+ (.*);$/gm;
  const [first] = [...shipped.matchAll(servers)];
  if (!first) throw new Error(`${SITE_CONF}: no "server host:port …;" line in the upstream block`);
  const [, indent, options] = first;
  const lines = upstreams.map((address) => `${indent}server ${address} ${options};`).join('\n');
  let replaced = false;
  const conf = shipped.replace(servers, () => (replaced ? '' : ((replaced = true), lines)));
  if (!/^\s*listen 80;$/m.test(conf)) throw new Error(`${SITE_CONF}: no "listen 80;" line`);
  return conf.replace(/^(\s*)listen 80;$/m, `$1listen ${listen};`);
}

/** Starts nginx in the foreground; resolves once its configuration passed `nginx -t`. */
export function startNginx({ upstreams, port }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx-light`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'ohmstead-nginx-'));
  // As root the workers run as "nobody": they must reach their temp paths under the prefix.
  chmodSync(prefix, 0o755);
  writeFileSync(path.join(prefix, 'ohmstead.conf'), siteConfiguration(upstreams, `127.0.0.1:${port}`));
  writeFileSync(
    path.join(prefix, 'nginx.conf'),
    [
      'worker_processes 1;',
      `pid ${prefix}/nginx.pid;`,
      `error_log ${prefix}/error.log warn;`,
      'events { worker_connections 1024; }',
      'http {',
      `  access_log ${prefix}/access.log;`,
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(
        (kind) => `  ${kind}_temp_path ${prefix}/${kind}_temp;`,
      ),
      `  include ${prefix}/ohmstead.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const args = ['-p', prefix, '-c', path.join(prefix, 'nginx.conf'), '-e', path.join(prefix, 'error.log')];
  const check = spawnSync(NGINX, [...args, '-t'], { encoding: 'utf8' });
  if (check.status !== 0) {
    rmSync(prefix, { recursive: true, force: true });
    throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  }
  const service = startService(NGINX, [...args, '-g', 'daemon off;'], {});
  const remove = onCleanup(() => rmSync(prefix, { recursive: true, force: true }));
  return {
    base: `http://127.0.0.1:${port}`,
    errorLog: () => {
      try {
        return readFileSync(path.join(prefix, 'error.log'), 'utf8');
      } catch {
        return '';
      }
    },
    async stop() {
      await service.stop();
      remove();
    },
  };
}
