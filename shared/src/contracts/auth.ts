import { z } from 'zod';
import { whenMissing } from './common';

export const AdminUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  fullName: z.string().nullable(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

/** A user in the admin's user list, with their live sessions. */
export const AdminUserListItemSchema = AdminUserSchema.extend({
  /** Sessions that have not expired. */
  activeSessions: z.number().int(),
  /** When one of them last answered a request (to the minute), or null. */
  lastActive: z.string().nullable(),
});
export type AdminUserListItem = z.infer<typeof AdminUserListItemSchema>;

export const LoginRequestSchema = z.object({
  username: z.string({ error: whenMissing('Username is required') }).trim().min(1, 'Username is required').max(64),
  password: z.string({ error: whenMissing('Password is required') }).min(1, 'Password is required').max(256),
});
export type LoginRequest = z.input<typeof LoginRequestSchema>;

export const LoginResponseSchema = z.object({
  token: z.string(),
  user: AdminUserSchema,
  message: z.string(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

const username = z
  .string({ error: whenMissing('Username is required') })
  .trim()
  .min(1, 'Username is required')
  .max(64, 'Username must be at most 64 characters')
  .regex(/^[\w.@-]+$/, 'Username may only contain letters, digits, dots, dashes, underscores and @');
// ASVS 2.1.1: at least 12 characters; common and breached passwords are refused by the server.
export const MIN_PASSWORD_LENGTH = 12;
const password = z.string().min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`).max(256, 'Password is too long');
const fullName = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(200).nullable().optional(),
);

export const AdminUserCreateSchema = z.object({
  username,
  password: z.string({ error: whenMissing('Password is required for new users') }).min(1, 'Password is required for new users').pipe(password),
  fullName,
});
export type AdminUserCreate = z.input<typeof AdminUserCreateSchema>;

/**
 * An empty or missing password keeps the current one. Changing one's own password needs the
 * current one; any password change ends the sessions of that user (but the one making it).
 */
export const AdminUserUpdateSchema = z.object({
  /** Left out: the name stays. */
  username: username.optional(),
  password: z.preprocess((v) => (v === '' || v === null ? undefined : v), password.optional()),
  currentPassword: z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().max(256).optional()),
  fullName,
});
export type AdminUserUpdate = z.input<typeof AdminUserUpdateSchema>;

export const AdminStatsSchema = z.object({
  blogPosts: z.number().int(),
  publishedPosts: z.number().int(),
  galleryItems: z.number().int(),
  categories: z.number().int(),
  contactMessages: z.number().int(),
  unreadMessages: z.number().int(),
  /** Gallery items not yet published: the "To review" list (its badge in the navigation and the filter). */
  reviewItems: z.number().int(),
  /** Shop orders the photographer has not opened yet: the badge beside Orders. */
  newOrders: z.number().int().default(0),
});
export type AdminStats = z.infer<typeof AdminStatsSchema>;
