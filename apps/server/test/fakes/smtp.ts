import type { AddressInfo } from 'node:net';
import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The raw message as sent after DATA: headers, a blank line, the MIME body. */
  data: string;
}

export interface FakeSmtp {
  url: string;
  received: ReceivedMail[];
  /** When set, DATA is answered with this permanent error instead of being accepted. */
  rejectWith: string | undefined;
  close(): Promise<void>;
}

/** Just enough SMTP (RFC 5321) for nodemailer: EHLO, MAIL, RCPT, DATA, RSET, NOOP, QUIT; no TLS, no auth. */
export async function startFakeSmtp(): Promise<FakeSmtp> {
  const sockets = new Set<Socket>();
  const fake: Omit<FakeSmtp, 'url' | 'close'> = { received: [], rejectWith: undefined };

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffer = '';
    let inData = false;
    let envelope: { from: string; to: string[] } = { from: '', to: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp.test ESMTP ready');

    socket.on('data', (chunk: Buffer) => {
      buffer += chunk.toString('utf8');
      while (true) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          if (fake.rejectWith) reply(fake.rejectWith);
          else {
            fake.received.push({ ...envelope, data });
            reply('250 2.0.0 Ok: queued');
          }
          envelope = { from: '', to: [] };
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline < 0) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250-fake-smtp.test\r\n250 8BITMIME');
        else if (verb === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          reply('250 2.1.0 Ok');
        } else if (verb === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 Ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 End data with <CR><LF>.<CR><LF>');
        } else if (verb === 'RSET') {
          envelope = { from: '', to: [] };
          reply('250 2.0.0 Ok');
        } else if (verb === 'NOOP') reply('250 2.0.0 Ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 Bye');
          socket.end();
          return;
        } else reply('502 5.5.2 Command not recognized');
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(fake, {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
