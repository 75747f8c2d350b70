// Server-side request forgery guard for webhook URLs: a URL must be https and every address its host
// resolves to must be public. Checked when a webhook is saved and again at each send, through the
// connection's own DNS lookup, so a name that resolves to a public address at save time and to an
// internal one later (DNS rebinding) is refused at the moment of connecting.
import { type LookupAddress, lookup } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Loopback, private, shared, link-local (cloud metadata), unique-local, multicast and reserved ranges. */
const forbidden = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  forbidden.addSubnet(net, bits, 'ipv4');
}
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  forbidden.addSubnet(net, bits, 'ipv6');
}

/** Whether an address is one a webhook may not reach (IPv4-mapped IPv6 judged as its IPv4). */
export function isForbiddenAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return forbidden.check(mapped, 'ipv4');
  const family = isIP(address);
  if (!family) return true;
  return forbidden.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export class UnsafeUrlError extends Error {}

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
    throw new UnsafeUrlError(`${hostname} could not be resolved`);
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
