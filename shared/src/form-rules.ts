/*
 * The rules of the public forms, in one place for the server's zod schemas (contracts/contact.ts)
 * and the forms' own checks before sending. No zod here: the public pages import this file.
 */

export const NAME_MAX = 200;
export const EMAIL_MAX = 254;
export const MESSAGE_MAX = 5000;

/** zod's own e-mail pattern (z.email()), so both sides agree: a domain with a dot and a TLD. */
export const EMAIL_PATTERN = /^(?:[A-Za-z0-9_'+\-]+\.)*[A-Za-z0-9_'+\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\-]*\.)+[A-Za-z]{2,}$/;

/** Why a field is refused: keys of the public messages' `validation` section. */
export type FieldProblem = 'emailRequired' | 'emailInvalid' | 'nameRequired' | 'nameTooLong' | 'messageRequired' | 'messageTooLong' | 'subjectRequired';

export function emailProblem(value: string): FieldProblem | null {
  const v = value.trim();
  if (!v) return 'emailRequired';
  return v.length > EMAIL_MAX || !EMAIL_PATTERN.test(v) ? 'emailInvalid' : null;
}

export function nameProblem(value: string, required: boolean): FieldProblem | null {
  const v = value.trim();
  if (!v) return required ? 'nameRequired' : null;
  return v.length > NAME_MAX ? 'nameTooLong' : null;
}

export function messageProblem(value: string): FieldProblem | null {
  const v = value.trim();
  if (!v) return 'messageRequired';
  return v.length > MESSAGE_MAX ? 'messageTooLong' : null;
}

/** The server's English messages (contracts/contact.ts), to show them in the page's language. */
export const SERVER_MESSAGE_PROBLEMS: Record<string, FieldProblem> = {
  'Email is required': 'emailRequired',
  'Please enter a valid email address': 'emailInvalid',
  'Name is required': 'nameRequired',
  'Name is too long': 'nameTooLong',
  'Message is required': 'messageRequired',
  'Message must be at most 5000 characters': 'messageTooLong',
  'Please select a subject': 'subjectRequired',
};
