// Just enough SMTP on loopback to accept mail in tests: the recipient's channel, where recovery codes are read.
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  /** AUTH PLAIN credentials as user:password. */
  auth: string[];
  recipients: string[];
  /** The message as sent (headers and body), once the client has finished it. */
  data: string;
  /** The client ended the message (its final dot): a session cut off before it delivered nothing, as a mail server's. */
  finished: boolean;
}

/** A mail's body as written: SMTP's dot-stuffing and its transfer encoding (quoted-printable or base64) undone, so Spanish reads as Spanish. */
export function mailText(data: string) {
  const headers = data.slice(0, data.indexOf('\n\n'));
  const unstuffed = data.slice(data.indexOf('\n\n') + 2).replace(/^\.\./gm, '.');
  if (/^content-transfer-encoding:\s*base64/im.test(headers)) return Buffer.from(unstuffed, 'base64').toString('utf8');
  const body = unstuffed.replace(/=\n/g, '');
  return Buffer.from(
    body.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

export interface SmtpSink {
  port: number;
  /** Every session that named a recipient, finished or not. */
  mails: ReceivedMail[];
  /** The 6-digit code of the latest finished message to `to`, if any. */
  latestCodeTo(to: string): string | undefined;
  /** Answers RCPT TO for `address` with `reply` (e.g. `550 5.1.1 no such user`) the next `times` times. */
  refuse(address: string, reply: string, times?: number): void;
  close(): Promise<void>;
}

export function startSmtpSink(port = 0, onMail?: (mail: ReceivedMail) => void): Promise<SmtpSink> {
  const sessions: ReceivedMail[] = [];
  const refusals = new Map<string, { reply: string; left: number }>();
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // A pooled client sends several messages on one connection: each MAIL FROM begins a message of its own.
    let session = { auth: [] as string[], recipients: [] as string[], data: '', finished: false };
    sessions.push(session);
    let buffer = '';
    let inData = false;
    socket.write('220 sink ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString();
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            session.finished = true;
            onMail?.(session);
            socket.write('250 queued\r\n');
          } else session.data += `${line}\n`;
          continue;
        }
        const command = line.toUpperCase();
        if (command.startsWith('MAIL FROM:') && (session.recipients.length || session.finished)) {
          session = { auth: session.auth, recipients: [], data: '', finished: false };
          sessions.push(session);
        }
        if (command.startsWith('EHLO')) socket.write('250-sink\r\n250 AUTH PLAIN\r\n');
        else if (command.startsWith('AUTH PLAIN ')) {
          session.auth.push(Buffer.from(line.slice(11), 'base64').toString().split('\0').slice(1).join(':'));
          socket.write('235 accepted\r\n');
        } else if (command.startsWith('RCPT TO:')) {
          const address = line.slice(8).replace(/[<>]/g, '');
          const refusal = refusals.get(address);
          if (refusal && refusal.left > 0) {
            refusal.left--;
            socket.write(`${refusal.reply}\r\n`);
            continue;
          }
          session.recipients.push(address);
          socket.write('250 ok\r\n');
        } else if (command === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
    socket.on('error', () => socket.destroy());
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      resolve({
        port: (server.address() as AddressInfo).port,
        get mails() {
          return sessions.filter((session) => session.recipients.length);
        },
        latestCodeTo(to) {
          const mail = sessions.filter((session) => session.finished && session.recipients.includes(to)).at(-1);
          const body = mail?.data.slice(mail.data.indexOf('\n\n')).replace(/=\n/g, '');
          return body && /\b(\d{6})\b/.exec(body)?.[1];
        },
        refuse(address, reply, times = Infinity) {
          refusals.set(address, { reply, left: times });
        },
        // A pooled client keeps its connections open: closing them too, so no message reaches a sink that has ended.
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}
