// The TRUST_PROXY setting in the form Fastify takes. The client's address (request.ip) is then the
// right-most X-Forwarded-For entry that no trusted proxy wrote: what the outermost trusted proxy saw,
// never what the client put in the header itself.
import type { Config } from '../config.js';

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

export function trustedProxies(setting: Config['trustProxy']): TrustProxy {
  if (typeof setting !== 'number') return setting;
  // A number of hops: the socket's peer is hop 0. Fastify itself no longer accepts a bare count (a client
  // reaching the server directly could then name any address), so the count is a function here; only
  // use it where the server cannot be reached around the proxies.
  return (_address, hop) => hop < setting;
}
