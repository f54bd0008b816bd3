import { describe, expect, it } from 'vitest';
import { ContactPayloadSchema, NewsletterPayloadSchema } from './contracts/contact';
import { emailProblem, MESSAGE_MAX, messageProblem, nameProblem, SERVER_MESSAGE_PROBLEMS } from './form-rules';

describe('form rules shared by the public forms and the server', () => {
  it('refuses what the server refuses, for the same reason', () => {
    const cases = [
      { name: 'Anna', email: 'anna@localhost', message: 'Hi' },
      { name: '   ', email: 'anna@example.com', message: 'Hi' },
      { name: 'Anna', email: 'anna@example.com', message: 'x'.repeat(21_000) },
    ];
    for (const c of cases) {
      const server = ContactPayloadSchema.safeParse({ ...c, subject: 'general' });
      expect(server.success).toBe(false);
      const client = emailProblem(c.email) ?? nameProblem(c.name, true) ?? messageProblem(c.message);
      expect(SERVER_MESSAGE_PROBLEMS[server.error!.issues[0]!.message]).toBe(client!);
    }
  });

  it('accepts what the server accepts', () => {
    expect(emailProblem(' ann@example.se ')).toBeNull();
    expect(NewsletterPayloadSchema.safeParse({ email: ' ann@example.se ' }).success).toBe(true);
    expect(nameProblem('', false)).toBeNull();
    expect(messageProblem('x'.repeat(MESSAGE_MAX))).toBeNull();
  });
});
