import { CONTACT_SUBJECTS } from '@portfolio/shared/constants';
import type { Translate } from '../i18n/translate';

type Subject = (typeof CONTACT_SUBJECTS)[number];

/**
 * What the address asks the contact form to start with: `?subject=licensing&photo=12&title=…`
 * (from "License this photo") gives the subject and a message naming the photo, its reference and
 * its address, so the photographer's message view leads back to it.
 */
export function contactPrefill(search: string, t: Translate, photoUrl: (id: string) => string): { subject?: Subject; message?: string } {
  const params = new URLSearchParams(search);
  const subject = CONTACT_SUBJECTS.find((s) => s === params.get('subject'));
  const photo = params.get('photo');
  if (!subject) return {};
  if (!photo || !/^\d+$/.test(photo)) return { subject };
  const title = (params.get('title') ?? '').slice(0, 200) || t('common.untitled');
  return { subject, message: t('license.message', { title, ref: `#${photo}`, url: photoUrl(photo) }) };
}
