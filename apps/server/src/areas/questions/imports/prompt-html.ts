// A file's plain-text prompt as the rich text the bank stores, and the hash the bank will give it: the
// questions part stores the prompt sanitised and hashes its plain text, so the dry run hashes it the same
// way to find the bank's duplicates.
import { promptHash, promptPlainText, sanitizePrompt } from '../questions/question-text.js';

/** Plain text as rich text: its characters escaped, its lines kept. */
export const promptHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').split(/\r?\n/).join('<br>');

/** The prompt hash the bank stores for a plain-text prompt once imported. */
export const importedPromptHash = (text: string) => promptHash(promptPlainText(sanitizePrompt(promptHtml(text))));
