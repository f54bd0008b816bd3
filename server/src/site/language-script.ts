import { createHash } from 'node:crypto';
import { STORAGE_KEYS } from '@portfolio/shared';

/**
 * On a plain address (/gallery) a visitor who saved a language before this cookie existed gets the
 * page again in that language at once, before anything is painted, instead of a flash of another.
 */
export const LANGUAGE_SCRIPT = `(function(){try{var s=localStorage.getItem('${STORAGE_KEYS.language}');if(s&&/^(en|sv|nl)$/.test(s)&&s!==document.documentElement.lang&&document.cookie.indexOf('${STORAGE_KEYS.language}='+s)<0){document.cookie='${STORAGE_KEYS.language}='+s+';path=/;max-age=31536000;samesite=lax';location.reload()}}catch(e){}})()`;

/** The Content-Security-Policy source that allows LANGUAGE_SCRIPT and nothing else inline. */
export const LANGUAGE_SCRIPT_HASH = `'sha256-${createHash('sha256').update(LANGUAGE_SCRIPT).digest('base64')}'`;
