import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server for the tests (the npm package smtp-server); what arrives is parsed with mailparser. */
export interface TestSmtp {
  port: number;
  url: string;
  messages: ParsedMail[];
  /** Resolves when `n` messages have arrived in total. */
  waitFor(n: number, timeoutMs?: number): Promise<ParsedMail[]>;
  /** Closes the server: connections to the port are refused until start(). */
  stop(): Promise<void>;
  /** Listens again on the same port. */
  start(): Promise<void>;
  /** Answers 550 for this recipient from now on. */
  refuse(address: string): void;
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const messages: ParsedMail[] = [];
  const waiters: { n: number; resolve: () => void }[] = [];
  const refused = new Set<string>();
  const make = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onAuth: (_auth, _session, cb) => cb(null, { user: 'test' }),
      onRcptTo(address, _session, cb) {
        if (refused.has(address.address.toLowerCase())) return cb(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
        cb();
      },
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((mail) => {
            messages.push(mail);
            for (const w of waiters.filter((w) => messages.length >= w.n)) w.resolve();
            callback();
          })
          .catch((err) => callback(err));
      },
    });
  let server = make();
  const listen = (p: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(p, '127.0.0.1', () => resolve((server.server.address() as { port: number }).port));
    });
  const actual = await listen(port);
  const smtp: TestSmtp = {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    messages,
    waitFor: (n, timeoutMs = 30_000) =>
      new Promise((resolve, reject) => {
        if (messages.length >= n) return resolve(messages);
        const timer = setTimeout(() => reject(new Error(`expected ${n} messages, got ${messages.length}`)), timeoutMs);
        waiters.push({
          n,
          resolve: () => {
            clearTimeout(timer);
            resolve(messages);
          },
        });
      }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    refuse: (address) => refused.add(address.toLowerCase()),
    start: async () => {
      server = make();
      await listen(actual);
    },
  };
  return smtp;
}
