// A throwaway TLS certificate for a test run. Node reads X.509 certificates but cannot sign one, so
// Debian's openssl command makes it (apt package openssl, which postgresql already pulls in through
// ssl-cert).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A P-256 key and a certificate for `ip` signed by that key, valid for a day, written into `dir`: their
 * paths, and the certificate's PEM text, which clients pass as `ca` to trust exactly this certificate.
 */
export function selfSignedCertificate(dir, ip = '127.0.0.1') {
  const certFile = path.join(dir, 'tls-certificate.pem');
  const keyFile = path.join(dir, 'tls-key.pem');
  const made = spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-days',
      '1',
      '-subj',
      `/CN=${ip}`,
      // Clients check the address they connect to against the subject alternative names, not the CN.
      '-addext',
      `subjectAltName=IP:${ip}`,
      '-keyout',
      keyFile,
      '-out',
      certFile,
    ],
    { encoding: 'utf8' },
  );
  if (made.error)
    throw new Error(`openssl could not run (apt-get install -y openssl): ${made.error.message}`);
  if (made.status !== 0) throw new Error(`openssl could not make a certificate:\n${made.stderr}`);
  return { certFile, keyFile, ca: readFileSync(certFile, 'utf8') };
}
