// Standard Webhooks 1.0 signing: secrets are whsec_ plus base64 of random bytes; a signature is
// v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}"> keyed with the secret's decoded base64 part, and
// the webhook-signature header carries one per secret, space-separated, so a rotation has no downtime.
import { createHmac, randomBytes } from 'node:crypto';

export const SECRET_PREFIX = 'whsec_';

/** A new secret: 32 random bytes (the specification asks for at least 24). */
export const newSecret = () => `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;

/** What the console shows of a stored secret: its prefix and first characters. */
export const secretHint = (secret: string) => `${secret.slice(0, SECRET_PREFIX.length + 4)}…`;

export function sign(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

/** The webhook-signature header's value: one signature per secret still valid. */
export const signatureHeader = (secrets: readonly string[], id: string, timestamp: number, body: string) =>
  secrets.map((secret) => sign(secret, id, timestamp, body)).join(' ');

/** The header as the delivery log shows it: the version tags kept, the signatures masked. */
export const maskSignatures = (header: string) =>
  header
    .split(' ')
    .map((s) => `${s.split(',')[0]},••••••••`)
    .join(' ');
