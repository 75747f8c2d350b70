// Server-side request forgery guard for webhook URLs: a URL must be https and every address its host
// resolves to must be public. Checked when a webhook is saved and again at each send, through the
// connection's own DNS lookup, so a name that resolves to a public address at save time and to an
// internal one later (DNS rebinding) is refused at the moment of connecting.
import { type LookupAddress, lookup } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** Where the internet's IPv6 unicast addresses are allocated: anything outside it is not routed there. */
const globalUnicast = ipaddr.parseCIDR('2000::/3');

/**
 * Whether an address is one a webhook may not reach. Allowed only what ipaddr.js classes as plain
 * unicast, so every special-purpose range it knows is refused: loopback, private, shared, link-local
 * (cloud metadata), unique-local, site-local, multicast, documentation, benchmarking and reserved, and
 * the IPv6 ranges that carry or reach an IPv4 address (IPv4-translated ::ffff:0:0:0/96, NAT64
 * 64:ff9b::/96 and the local-use 64:ff9b:1::/48, 6to4 2002::/16, Teredo 2001::/32) as whole ranges,
 * whatever IPv4 they embed. IPv6 must also be global unicast (2000::/3), which refuses what ipaddr.js
 * does not name, such as the deprecated IPv4-compatible ::/96 (::127.0.0.1, written ::7f00:1). An
 * IPv4-mapped address (::ffff:a.b.c.d, as a dual-stack resolver may give it) is judged as its IPv4.
 */
export function isForbiddenAddress(address: string): boolean {
  if (!isIP(address)) return true;
  let ip = ipaddr.parse(address);
  if (ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress()) ip = ip.toIPv4Address();
  if (ip.range() !== 'unicast') return true;
  return ip instanceof ipaddr.IPv6 && !ip.match(globalUnicast);
}

/** Why a URL may not be used; a host that does not resolve, or resolves inside, is named with its address. */
export class UnsafeUrlError extends Error {
  constructor(
    message: string,
    readonly host?: string,
    readonly address?: string,
  ) {
    super(message);
  }
}

const resolveAll = (hostname: string) =>
  new Promise<LookupAddress[]>((resolve, reject) =>
    lookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))),
  );

/** Refuses an address list that holds any forbidden address: a name must not point inside at all. */
function assertPublic(hostname: string, addresses: readonly LookupAddress[]) {
  const bad = addresses.find((a) => isForbiddenAddress(a.address));
  if (bad) {
    throw new UnsafeUrlError(
      `${hostname} resolves to ${bad.address}, a private, loopback, link-local or otherwise internal address`,
      hostname,
      bad.address,
    );
  }
}

/**
 * Checks a webhook URL; throws UnsafeUrlError saying why it may not be used. With allowPrivate (tests,
 * local receivers) http and internal addresses are accepted, the host must still resolve.
 */
export async function assertSafeUrl(url: string, allowPrivate: boolean): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeUrlError('Not a URL');
  }
  if (parsed.protocol !== 'https:' && !(allowPrivate && parsed.protocol === 'http:')) {
    throw new UnsafeUrlError('Use an https:// URL');
  }
  if (parsed.username || parsed.password) throw new UnsafeUrlError('A URL with a user name or password is refused');
  const hostname = parsed.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = isIP(hostname) ? [{ address: hostname, family: isIP(hostname) }] : await resolveAll(hostname);
  } catch {
    throw new UnsafeUrlError(`${hostname} could not be resolved`, hostname);
  }
  if (!allowPrivate) assertPublic(hostname, addresses);
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * A DNS lookup for http.request that refuses internal addresses (unless allowed) as the socket connects:
 * the address checked is the address connected to.
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback) => {
    resolveAll(hostname).then(
      (addresses) => {
        try {
          if (!allowPrivate) assertPublic(hostname, addresses);
        } catch (error) {
          callback(error as NodeJS.ErrnoException, '', 4);
          return;
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 4),
    );
  };
}
