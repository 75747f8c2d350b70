// A real HTTP receiver for webhook tests: records every request (headers, raw body, arrival time) and
// answers each path with the statuses the test queues for it (200 once the queue is empty).
import http from 'node:http';

export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  at: number;
}

export interface WebhookReceiver {
  /** http://127.0.0.1:port */
  url: string;
  received: ReceivedWebhook[];
  /** The next answers for a path, in order: a status, or a status with headers. */
  answer(path: string, ...answers: (number | { status: number; headers?: Record<string, string> })[]): void;
  close(): Promise<void>;
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedWebhook[] = [];
  const queued = new Map<string, { status: number; headers?: Record<string, string> }[]>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({
        path,
        headers: Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k, String(v)])),
        body: Buffer.concat(chunks).toString('utf8'),
        at: Date.now(),
      });
      const next = queued.get(path)?.shift() ?? { status: 200 };
      response.writeHead(next.status, { 'content-type': 'text/plain', ...next.headers });
      response.end(next.status < 300 ? 'ok' : `answered ${next.status}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    answer(path, ...answers) {
      queued.set(path, [
        ...(queued.get(path) ?? []),
        ...answers.map((a) => (typeof a === 'number' ? { status: a } : a)),
      ]);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
