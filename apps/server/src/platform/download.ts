// Streamed downloads (CSV, PDF): a handler of an endpoint that `produces` a file returns what to send,
// and registerArea sends it, so no service ever holds the reply.
import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

export interface Download {
  /** The name the browser saves it under; characters outside [A-Za-z0-9_.-] become '_'. */
  filename: string;
  contentType: string;
  /** The body in pieces, read one at a time as the socket takes them (backpressure holds). */
  body: AsyncIterable<string | Uint8Array>;
}

/**
 * Sends the download once its first piece is made: until then nothing has gone out, so a failure making
 * it (the first query refused, say) is answered as any error of the request, never as a 200 whose body
 * stops short. A CSV file's first piece waits for its first batch of rows (csv.ts).
 */
export async function sendDownload(reply: FastifyReply, download: Download) {
  const pieces = download.body[Symbol.asyncIterator]();
  const first = await pieces.next();
  async function* body() {
    if (first.done) return;
    yield first.value;
    // Delegated, so a client going away ends (returns) the download's own iterator too.
    yield* { [Symbol.asyncIterator]: () => pieces };
  }
  return reply
    .type(download.contentType)
    .header('content-disposition', `attachment; filename="${download.filename.replace(/[^\w.-]/g, '_')}"`)
    .send(Readable.from(body(), { objectMode: false }));
}
