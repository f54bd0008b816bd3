import { z } from 'zod';
import { whenMissing } from './common';
import { CONTACT_SUBJECTS } from '../constants';
import { LanguageSchema, NEWSLETTER_DEFAULT_LANGUAGE } from '../locales';

export const ContactSubjectSchema = z.enum(CONTACT_SUBJECTS, { error: 'Please select a subject' });

export const ContactPayloadSchema = z.object({
  name: z.string({ error: whenMissing('Name is required') }).trim().min(1, 'Name is required').max(200, 'Name is too long'),
  email: z.string({ error: whenMissing('Email is required') }).trim().min(1, 'Email is required').max(254).pipe(z.email('Please enter a valid email address')),
  subject: ContactSubjectSchema,
  message: z.string({ error: whenMissing('Message is required') }).trim().min(1, 'Message is required').max(5000, 'Message must be at most 5000 characters'),
  /** Honeypot: a field people never see. Anything in it marks the sender as a bot. */
  website: z.string().max(500).optional(),
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
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageUpdateSchema = z.object({ isRead: z.boolean() });

export const NewsletterPayloadSchema = z.object({
  email: z.string({ error: whenMissing('Email is required') }).trim().min(1, 'Email is required').max(254).pipe(z.email('Please enter a valid email address')),
  name: z.string().trim().max(200).optional().default(''),
  language: LanguageSchema.default(NEWSLETTER_DEFAULT_LANGUAGE),
});
export type NewsletterPayload = z.input<typeof NewsletterPayloadSchema>;
