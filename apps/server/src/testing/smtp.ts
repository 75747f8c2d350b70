// A real SMTP server for tests (smtp-server): records what arrives, read back by a real MIME parser
// (mailparser), or rejects every recipient, and can answer slowly so that deliveries overlap.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './harness.js';

export interface ReceivedMail {
  to: string[];
  raw: string;
  messageId: string | undefined;
  subject: string | undefined;
  from: string | undefined;
  /** The plain-text and HTML bodies as a mail program reads them (transfer encoding undone). */
  text: string;
  html: string;
}

export interface TestSmtp {
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]/g, ' ')
    .trim();

export async function startTestSmtp(options: { reject?: boolean; delayMs?: number } = {}): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      if (!options.reject) return callback();
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', async () => {
        const parsed = await simpleParser(raw);
        setTimeout(() => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            messageId: header(raw, 'Message-ID'),
            subject: header(raw, 'Subject'),
            from: header(raw, 'From'),
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
          });
          callback();
        }, options.delayMs ?? 0);
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${port}`, received, close: () => new Promise((r) => server.close(() => r())) };
}

/** Polls `check` until it returns a truthy value, or fails after `ms`. */
export async function waitFor<T>(check: () => Promise<T> | T, ms = 10_000): Promise<NonNullable<T>> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error('waitFor: timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
