// Starts the real server for the end-to-end suites on a fresh data folder with demo content.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { startFakeStripe } from '../server/test/fake-stripe.mjs';

const root = path.resolve(import.meta.dirname, '..');
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portfolio-e2e-'));
// Suites that seed thousands of rows at once write to the database directly (web/e2e/fixtures.ts: e2eDatabaseUrl).
writeFileSync(path.join(os.tmpdir(), `portfolio-e2e-data-${process.env.PORT ?? 3998}`), dataDir);

// A real SMTP server (npm smtp-server) that drops every message it receives, raw, into a folder
// the suites read (web/e2e/fixtures.ts: e2eMailDir, readMail).
const mailDir = path.join(os.tmpdir(), `portfolio-e2e-mail-${process.env.PORT ?? 3998}`);
rmSync(mailDir, { recursive: true, force: true });
mkdirSync(mailDir, { recursive: true });
let received = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    const chunks = [];
    stream.on('data', (c) => chunks.push(c));
    stream.on('end', () => {
      writeFileSync(path.join(mailDir, `${Date.now()}-${String(++received).padStart(5, '0')}.eml`), Buffer.concat(chunks));
      callback();
    });
  },
});
const smtpPort = await new Promise((resolve) => smtp.listen(0, '127.0.0.1', () => resolve(smtp.server.address().port)));

// A local fake of Stripe's API (server/test/fake-stripe.mjs): the server's SDK creates its Checkout
// Sessions there, and its "Pay" page sends the signed webhook back, as Stripe would. The suites find
// it through a file named after the port.
const STRIPE_WEBHOOK_SECRET = 'whsec_e2e_shop_secret';
const stripe = await startFakeStripe({ webhookUrl: `http://127.0.0.1:${process.env.PORT ?? 3998}/api/shop/stripe-webhook`, webhookSecret: STRIPE_WEBHOOK_SECRET });
writeFileSync(path.join(os.tmpdir(), `portfolio-e2e-stripe-${process.env.PORT ?? 3998}`), stripe.url);

const server = spawn(path.join(root, 'node_modules/.bin/bun'), ['src/index.ts'], {
  cwd: path.join(root, 'server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    DATA_DIR: dataDir,
    DEMO_CONTENT: 'on',
    STATIC_ROOT: path.join(root, 'web/dist'),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    NOTIFY_EMAIL: 'owner@example.com',
    MAIL_RATE_PER_MINUTE: '600',
    STRIPE_SECRET_KEY: 'sk_test_e2e_shop',
    STRIPE_WEBHOOK_SECRET,
    STRIPE_API_BASE: stripe.url,
  },
});
const stop = () => {
  server.kill('SIGTERM');
  smtp.close();
  void stripe.close();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(mailDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
