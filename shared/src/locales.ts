import { z } from 'zod';
import { LANGUAGES } from './languages';

export * from './languages';

export const LanguageSchema = z.enum(LANGUAGES);
