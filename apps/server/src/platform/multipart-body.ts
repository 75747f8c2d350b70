// File uploads (multipart/form-data) become the same body a JSON request sends, so an endpoint that takes
// a file declares it in the contract like any other field and its handler never sees Fastify: each text
// field is a string, each file `{ fileName, content }` with its bytes read as UTF-8 text. The imports take
// text formats only (CSV, GIFT, the test platform's export); a file that is not UTF-8 text, or holds the
// NUL character, is refused here as a 400 naming its field, before anything reads it.
//
// Bounded: one file of at most MAX_UPLOAD_BYTES, a few short fields. An endpoint bounds its file further
// with its schema (`content` max length), which answers as a field error like any other input.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { AppError } from './errors.js';

/** The largest file any endpoint takes: a 10,000-question import fits with room to spare. */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;

/** What a file field becomes in the body. */
export interface UploadedText {
  fileName: string;
  content: string;
}

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The file's bytes as text, or a 400 naming the field when they are not UTF-8 text. */
function textOf(field: string, fileName: string, bytes: Buffer): string {
  const refuse = (why: string) =>
    new AppError(400, 'Bad Request', `${fileName || 'The file'} ${why}`, {
      [field]: [`The file ${why}`],
    });
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    throw refuse('is not a text file (UTF-8): save it as CSV or plain text in UTF-8 and upload it again.');
  }
  if (text.includes('\u0000')) throw refuse('holds binary data, not text: upload a CSV or plain text file.');
  // The byte order mark some editors write is not part of the text.
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Registers the multipart parser: a multipart request's body is its fields, files as UploadedText. */
export async function installMultipartBody(app: FastifyInstance) {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20, fieldSize: 64 * 1024, parts: 21 },
    async onFile(part: MultipartFile) {
      // toBuffer refuses a file past fileSize (413) instead of cutting it short.
      const bytes = await part.toBuffer();
      const value: UploadedText = { fileName: part.filename, content: textOf(part.fieldname, part.filename, bytes) };
      (part as MultipartFile & { value: unknown }).value = value;
    },
  });
}
