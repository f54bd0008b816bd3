import { readFileSync } from 'node:fs';
import { AppError } from '../lib/app-error';

export const COMMON_PASSWORD = 'This password is too common: choose one that is not on lists of leaked passwords';

/**
 * The 10,000 most common leaked passwords of at least 8 characters, lower case, from the ranked
 * list zxcvbn ships (MIT). Read once, when the first password is set.
 */
let common: Set<string> | null = null;

function commonPasswords(): Set<string> {
  common ??= new Set(readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8').split('\n').filter(Boolean));
  return common;
}

/** Refuses (400, on the password field) a password found on the common-password list (ASVS 2.1.7). */
export function assertAcceptablePassword(password: string): void {
  if (commonPasswords().has(password.toLowerCase())) {
    throw new AppError('bad_request', COMMON_PASSWORD, [{ path: 'password', message: COMMON_PASSWORD }]);
  }
}
