// HTTP and HTTPS requests that trust one more certificate, a test's own self-signed one, passed as `ca`
// per request, so that verification stays on for everything else. Node's fetch takes a CA only through
// a dispatcher from the undici package, which the workspace does not install.
import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';

/**
 * One request over HTTP/1.1 (https: or http: by the URL); redirects are not followed. Resolves
 * `{ status, headers, text }`, or `{ status: 0, text: <error> }` when no answer came.
 */
export function httpRequest(url, { method = 'GET', headers = {}, body, ca } = {}) {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const outgoing = client.request(
      target,
      {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        ...(target.protocol === 'https:' ? { ca } : {}),
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, text }));
      },
    );
    outgoing.on('error', (error) => resolve({ status: 0, headers: {}, text: error.message }));
    outgoing.end(body);
  });
}

/**
 * One GET over HTTP/2 on a TLS connection; resolves `{ protocol, status, headers }` (`protocol` is what
 * ALPN settled on), or `{ status: 0, error }`.
 */
export function http2Get(url, { ca } = {}) {
  const target = new URL(url);
  return new Promise((resolve) => {
    const session = http2.connect(target.origin, { ca });
    const fail = (error) => (session.destroy(), resolve({ status: 0, headers: {}, error: error.message }));
    session.once('error', fail);
    const stream = session.request({ ':path': `${target.pathname}${target.search}` });
    stream.once('error', fail);
    stream.once('response', (headers) => {
      const answer = { protocol: session.alpnProtocol, status: headers[':status'], headers };
      stream.resume();
      stream.once('end', () => (session.close(), resolve(answer)));
    });
    stream.end();
  });
}
