// A free loopback port for a server a test starts, chosen below the kernel's ephemeral range. A port the
// kernel handed out (listen on 0) is one it also hands to outgoing connections: between the choice and
// the server's listen (seconds of migrations and seeding on a loaded machine), a database or HTTP
// client's socket took it once in a CI run (EADDRINUSE). Ports below the ephemeral range are never given
// to outgoing connections, so only another server could take one, and a random choice makes two tests
// picking the same port at once unlikely; a port found in use is skipped.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/** The first port the kernel gives outgoing connections (Linux; 32768 elsewhere, the common default). */
function ephemeralStart(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return Number.isInteger(first) && first > 2_048 ? first : 32_768;
  } catch {
    return 32_768;
  }
}

const LOWEST = 10_000;

function listensOn(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** A loopback port nothing listens on, outside the range outgoing connections are given. */
export async function freePort(): Promise<number> {
  const highest = Math.max(LOWEST + 1_000, ephemeralStart()) - 1;
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = LOWEST + Math.floor(Math.random() * (highest - LOWEST + 1));
    if (await listensOn(port)) return port;
  }
  throw new Error(`no free port between ${LOWEST} and ${highest}`);
}
