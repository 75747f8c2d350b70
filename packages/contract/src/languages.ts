// The languages courses, online courses and content are offered in (spec section 9: en, zh, ja).
import { z } from 'zod';

export const languages = [
  { id: 'en', name: 'English' },
  { id: 'zh', name: 'Chinese' },
  { id: 'ja', name: 'Japanese' },
] as const;

export const languageIds = ['en', 'zh', 'ja'] as const;
export const languageId = z.enum(languageIds, { error: 'Choose English, Chinese or Japanese' });
export type LanguageId = z.infer<typeof languageId>;

export const language = z.object({ id: languageId, name: z.string() });
