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

export function sendDownload(reply: FastifyReply, download: Download) {
  return reply
    .type(download.contentType)
    .header('content-disposition', `attachment; filename="${download.filename.replace(/[^\w.-]/g, '_')}"`)
    .send(Readable.from(download.body, { objectMode: false }));
}
