// A mailbox for trying recovery on a laptop: listens as the mail server on loopback and prints every message it gets.
import { startSmtpSink } from '../tests/smtpSink';

const port = Number(process.env.MAILBOX_PORT ?? 2525);
await startSmtpSink(port, (mail) => console.log(`--- to ${mail.recipients.join(', ')}\n${mail.data.slice(mail.data.indexOf('\n\n') + 2)}`));
console.log(`Mailbox on 127.0.0.1:${port}: start the server with SMTP_HOST=127.0.0.1 SMTP_PORT=${port}`);
