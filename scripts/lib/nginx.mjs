// nginx for the several-nodes test: Debian's binary run in the foreground with its own prefix and
// configuration in a temp dir (nothing of /etc/nginx is read or touched), serving the repository's
// deploy/nginx/ohmstead.conf with the test's upstream addresses, listen ports, a self-signed certificate
// made for the run and an ACME folder of its own.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { onCleanup, startService } from './proc.mjs';
import { selfSignedCertificate } from './self-signed.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
export const SITE_CONF = path.join(root, 'deploy', 'nginx', 'ohmstead.conf');

/** Puts `line` in place of the one line of `conf` that `pattern` matches; throws unless exactly one does. */
function replaceLine(conf, pattern, what, line) {
  const matches = conf.match(new RegExp(pattern.source, 'gm')) ?? [];
  if (matches.length !== 1) throw new Error(`${SITE_CONF}: ${matches.length} lines ${what}, expected one`);
  return conf.replace(new RegExp(pattern.source, 'm'), (_, indent) => `${indent}${line}`);
}

/**
 * The shipped site configuration for a test on `host`: the upstream lines for `upstreams`
 * ("host:port"), the listen lines on `httpPort` and `httpsPort`, the certificate and key files, the
 * ACME folder, and the HTTPS port in the redirect (the shipped one goes to the default port, 443).
 */
export function siteConfiguration({ upstreams, host, httpPort, httpsPort, certFile, keyFile, acmeRoot }) {
  const shipped = readFileSync(SITE_CONF, 'utf8');
  const servers = /^(\s*)server \S+:\d+ (.*);$/gm;
  const [first] = [...shipped.matchAll(servers)];
  if (!first) throw new Error(`${SITE_CONF}: no "server host:port …;" line in the upstream block`);
  const [, indent, options] = first;
  const lines = upstreams.map((address) => `${indent}server ${address} ${options};`).join('\n');
  let replaced = false;
  let conf = shipped.replace(servers, () => (replaced ? '' : ((replaced = true), lines)));
  conf = replaceLine(conf, /^(\s*)listen 80;$/, 'saying "listen 80;"', `listen ${host}:${httpPort};`);
  conf = replaceLine(
    conf,
    /^(\s*)listen 443 ssl http2;$/,
    'saying "listen 443 ssl http2;"',
    `listen ${host}:${httpsPort} ssl http2;`,
  );
  conf = replaceLine(
    conf,
    /^(\s*)ssl_certificate \S+;$/,
    'of ssl_certificate',
    `ssl_certificate ${certFile};`,
  );
  conf = replaceLine(
    conf,
    /^(\s*)ssl_certificate_key \S+;$/,
    'of ssl_certificate_key',
    `ssl_certificate_key ${keyFile};`,
  );
  conf = replaceLine(conf, /^(\s*)root \S+;$/, 'of root (the ACME folder)', `root ${acmeRoot};`);
  return replaceLine(
    conf,
    /^(\s*)return 301 https:\/\/\$host\$request_uri;$/,
    'saying "return 301 https://$host$request_uri;"',
    `return 301 https://$host:${httpsPort}$request_uri;`,
  );
}

/**
 * Starts nginx in the foreground on 127.0.0.1, plain HTTP on `httpPort` and HTTPS on `httpsPort`, once
 * its configuration passed `nginx -t`. Answers `base` (the HTTPS address), `plainBase`, `ca` (the
 * certificate's PEM, for clients to trust) and `acmeChallengeDir` (what :80 serves under
 * /.well-known/acme-challenge/).
 */
export function startNginx({ upstreams, httpPort, httpsPort }) {
  if (!existsSync(NGINX)) throw new Error(`${NGINX} is missing: apt-get install -y nginx-light`);
  const prefix = mkdtempSync(path.join(tmpdir(), 'ohmstead-nginx-'));
  const remove = onCleanup(() => rmSync(prefix, { recursive: true, force: true }));
  // As root the workers run as "nobody": they must reach their temp paths and the ACME folder under the
  // prefix. The key is read by the master process before it drops privileges.
  chmodSync(prefix, 0o755);
  const host = '127.0.0.1';
  const { certFile, keyFile, ca } = selfSignedCertificate(prefix, host);
  const acmeRoot = path.join(prefix, 'acme');
  const acmeChallengeDir = path.join(acmeRoot, '.well-known', 'acme-challenge');
  mkdirSync(acmeChallengeDir, { recursive: true, mode: 0o755 });
  writeFileSync(
    path.join(prefix, 'ohmstead.conf'),
    siteConfiguration({ upstreams, host, httpPort, httpsPort, certFile, keyFile, acmeRoot }),
  );
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
    remove();
    throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
  }
  const service = startService(NGINX, [...args, '-g', 'daemon off;'], {});
  return {
    base: `https://${host}:${httpsPort}`,
    plainBase: `http://${host}:${httpPort}`,
    ca,
    acmeChallengeDir,
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
