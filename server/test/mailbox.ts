import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string;
  subject: string;
  text: string;
  raw: string;
}

/**
 * A real SMTP server in the test process: the API sends mail to it as it would to any relay.
 * `onMail` hears each mail as it arrives (the browser tests keep them in a file for their workers).
 */
export async function startMailbox(onMail?: (mail: ReceivedMail) => void) {
  const received: ReceivedMail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = headOf(raw);
        const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
        const text = textOf(raw);
        for (const rcpt of session.envelope.rcptTo) {
          const mail = { to: rcpt.address, subject: decodeHeader(subject), text, raw };
          received.push(mail);
          onMail?.(mail);
        }
        waiters.splice(0).forEach((wake) => wake());
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for a mail to `to` whose subject or text matches. */
    async waitFor(to: string, match: RegExp = /./, timeoutMs = 10_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = received.find((m) => m.to === to && (match.test(m.subject) || match.test(m.text)));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${match}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 200);
        });
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A raw mail's headers, each on one line (long headers continue on indented lines). */
function headOf(raw: string): string {
  return raw.split(/\r?\n\r?\n/)[0].replace(/\r?\n[ \t]+/g, ' ');
}

/** The plain text of a raw mail, decoded. */
export function textOf(raw: string): string {
  return decodeBody(
    headOf(raw),
    raw
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n'),
  );
}

function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, enc: string, data: string) =>
      enc.toLowerCase() === 'b' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuoted(data.replace(/_/g, ' ')),
    );
}

function decodeQuoted(value: string): string {
  return Buffer.from(
    value.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, h: string) => String.fromCharCode(parseInt(h, 16))),
    'latin1',
  ).toString('utf8');
}

function decodeBody(head: string, body: string): string {
  // A mail with an HTML alternative (or files) is multipart: its text is the text/plain part's.
  const boundary = /Content-Type: multipart\/[a-z]+;[\s\S]*?boundary="?([^";\r\n]+)"?/i.exec(head)?.[1];
  if (boundary) {
    const parts = body.split(`--${boundary}`).slice(1, -1);
    const decoded = parts.map((part) => {
      const [partHead, ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
      return { head: partHead.replace(/\r?\n[ \t]+/g, ' '), body: rest.join('\n\n') };
    });
    const text = decoded.find((part) => /Content-Type: (text\/plain|multipart\/)/i.test(part.head));
    if (text) return decodeBody(text.head, text.body);
  }
  if (/Content-Transfer-Encoding: base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/Content-Transfer-Encoding: quoted-printable/i.test(head)) return decodeQuoted(body);
  return body;
}
