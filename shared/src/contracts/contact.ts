import { z } from 'zod';
import { whenMissing } from './common';
import { CONTACT_SUBJECTS } from '../constants';
import { EMAIL_MAX, EMAIL_PATTERN, MESSAGE_MAX, NAME_MAX } from '../form-rules';
import { LanguageSchema, NEWSLETTER_DEFAULT_LANGUAGE } from '../locales';

export const ContactSubjectSchema = z.enum(CONTACT_SUBJECTS, { error: 'Please select a subject' });

export const ContactPayloadSchema = z.object({
  name: z.string({ error: whenMissing('Name is required') }).trim().min(1, 'Name is required').max(NAME_MAX, 'Name is too long'),
  email: z.string({ error: whenMissing('Email is required') }).trim().min(1, 'Email is required').max(EMAIL_MAX, 'Please enter a valid email address').regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  subject: ContactSubjectSchema,
  message: z.string({ error: whenMissing('Message is required') }).trim().min(1, 'Message is required').max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
  /** Honeypot: a field people never see. Anything in it marks the sender as a bot. */
  website: z.string().max(500).optional(),
  /** The language of the page the visitor wrote from. */
  language: LanguageSchema.optional(),
});
export type ContactPayload = z.input<typeof ContactPayloadSchema>;

export const ContactMessageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  subject: z.string(),
  message: z.string(),
  isRead: z.boolean(),
  createdAt: z.string(),
  /** The page's language when it was sent; null for older messages. */
  language: LanguageSchema.nullable().optional(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageUpdateSchema = z.object({ isRead: z.boolean() });

export const NewsletterPayloadSchema = z.object({
  email: z.string({ error: whenMissing('Email is required') }).trim().min(1, 'Email is required').max(EMAIL_MAX, 'Please enter a valid email address').regex(EMAIL_PATTERN, 'Please enter a valid email address'),
  name: z.string().trim().max(NAME_MAX, 'Name is too long').optional().default(''),
  language: LanguageSchema.default(NEWSLETTER_DEFAULT_LANGUAGE),
  /** Which form was used (kept in the consent record). */
  source: z.enum(['footer', 'card']).optional().default('card'),
  /** Honeypot, as on the contact form. */
  website: z.string().max(500).optional(),
});
export type NewsletterPayload = z.input<typeof NewsletterPayloadSchema>;
