import { z } from 'zod';
import { LanguageSchema } from '../locales';

/** Where a visitor signed up: the footer's short form or the blog's card. */
export const NEWSLETTER_SOURCES = ['footer', 'card'] as const;
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export const SubscriberStatusSchema = z.enum(SUBSCRIBER_STATUSES);
export type SubscriberStatus = z.infer<typeof SubscriberStatusSchema>;

/** Answer of subscribe: the same for a new, pending or confirmed address (nobody learns who subscribed). */
export const SubscribeResultSchema = z.object({
  message: z.string(),
  /** True when a confirmation message was (or would have been) sent: mail is on (double opt-in). */
  confirmationRequired: z.boolean(),
});
export type SubscribeResult = z.infer<typeof SubscribeResultSchema>;

/** The token of a confirmation or unsubscribe link. */
export const NewsletterTokenSchema = z.object({ token: z.string().trim().min(16, 'Invalid link').max(200, 'Invalid link') });

/** What the confirm, unsubscribe and resubscribe calls answer. */
export const NewsletterActionResultSchema = z.object({
  status: SubscriberStatusSchema,
  language: LanguageSchema,
  email: z.string(),
  /** After an unsubscribe: the new token, for "subscribe again" (which asks for a new confirmation). */
  resubscribeToken: z.string().optional(),
});
export type NewsletterActionResult = z.infer<typeof NewsletterActionResultSchema>;

export const SubscriberSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string().nullable(),
  language: LanguageSchema,
  status: SubscriberStatusSchema,
  createdAt: z.string(),
  confirmedAt: z.string().nullable(),
  unsubscribedAt: z.string().nullable(),
  consent: z.object({
    /** When the visitor agreed (UTC ISO). */
    at: z.string().nullable(),
    /** footer, card, or legacy (signed up before consent was recorded). */
    source: z.string().nullable(),
    language: z.string().nullable(),
    /** The sentence the visitor agreed to, as shown, and its version. */
    text: z.string().nullable(),
    version: z.string().nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
  }),
});
export type Subscriber = z.infer<typeof SubscriberSchema>;

export const SubscriberCountsSchema = z.object({
  pending: z.number().int(),
  confirmed: z.number().int(),
  unsubscribed: z.number().int(),
});
export type SubscriberCounts = z.infer<typeof SubscriberCountsSchema>;

export const SubscriberListSchema = z.object({
  subscribers: z.array(SubscriberSchema),
  counts: SubscriberCountsSchema,
});
export type SubscriberList = z.infer<typeof SubscriberListSchema>;

export const SubscriberQuerySchema = z.object({
  q: z.string().trim().max(254).optional(),
  status: SubscriberStatusSchema.optional(),
});

/** Progress of one post sent to the subscribers. */
export const NewsletterSendSchema = z.object({
  id: z.number().int(),
  postId: z.number().int(),
  createdAt: z.string(),
  total: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** Still to go (waiting or being sent). */
  left: z.number().int(),
});
export type NewsletterSend = z.infer<typeof NewsletterSendSchema>;

export const NewsletterSendListSchema = z.object({ sends: z.array(NewsletterSendSchema) });

/** POST /api/admin/newsletter/sends/{id}/retry: how many failed messages were queued again. */
export const NewsletterRetryResultSchema = z.object({ retried: z.number().int() });
export type NewsletterRetryResult = z.infer<typeof NewsletterRetryResultSchema>;

export const StartSendSchema = z.object({
  postId: z.number().int().positive(),
  /** Required to send a post that was sent before. */
  confirmResend: z.boolean().optional().default(false),
});

export const TestSendSchema = z.object({
  postId: z.number().int().positive(),
  email: z.string().trim().max(254).pipe(z.email('Please enter a valid email address')),
});

export const OutboxFailureSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
});

/** The admin's view of mail: on or off, and what is waiting or failed. */
export const MailStatusSchema = z.object({
  enabled: z.boolean(),
  from: z.string().nullable(),
  notifyEmail: z.string().nullable(),
  ratePerMinute: z.number().int(),
  pending: z.number().int(),
  failed: z.number().int(),
  failures: z.array(OutboxFailureSchema),
});
export type MailStatus = z.infer<typeof MailStatusSchema>;
