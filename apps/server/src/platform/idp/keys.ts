// Signing keys and cookie keys of the embedded provider: generated once, kept in the database (in
// DATA_DIR for PGlite), and shared by every instance, so restarts and scale-out keep people signed in.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../../db/client.js';
import { oidcSecrets } from '../../db/schema/idp.js';

export interface IdpSecrets {
  /** Private JWKs; the first RS256 key signs ID tokens and access tokens. */
  signingKeys: JWK[];
  /** Keys for oidc-provider's signed cookies; the first signs, all verify. */
  cookieKeys: string[];
}

const PUBLIC_MEMBERS = ['kty', 'kid', 'alg', 'use', 'n', 'e', 'crv', 'x', 'y'] as const;

async function signingKey(alg: 'RS256' | 'ES256'): Promise<JWK> {
  const { privateKey } = await generateKeyPair(alg, { extractable: true, modulusLength: 2048 });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: await calculateJwkThumbprint(jwk), alg, use: 'sig' };
}

/**
 * Reads a secret, creating it when missing. Several instances may start at once: each inserts with
 * "on conflict do nothing" and all then read back the one row that won.
 */
async function ensureSecret<T>(db: Db, name: string, generate: () => Promise<T>): Promise<T> {
  const read = async () =>
    (await db.select({ value: oidcSecrets.value }).from(oidcSecrets).where(eq(oidcSecrets.name, name)))[0];
  const existing = await read();
  if (existing) return existing.value as T;
  await db
    .insert(oidcSecrets)
    .values({ name, value: await generate() })
    .onConflictDoNothing();
  const stored = await read();
  if (!stored) throw new Error(`oidc_secret ${name} could not be stored`);
  return stored.value as T;
}

export async function loadIdpSecrets(db: Db): Promise<IdpSecrets> {
  const signingKeys = await ensureSecret(db, 'signing-keys', async () => ({
    keys: [await signingKey('RS256'), await signingKey('ES256')],
  }));
  const cookieKeys = await ensureSecret(db, 'cookie-keys', async () => ({
    keys: [randomBytes(32).toString('base64url')],
  }));
  return { signingKeys: signingKeys.keys, cookieKeys: cookieKeys.keys };
}

/** The public half of each key, as published at jwks_uri and used to verify API tokens. */
export function publicJwks(keys: JWK[]): { keys: JWK[] } {
  return {
    keys: keys.map((key) => {
      const out: JWK = {};
      for (const member of PUBLIC_MEMBERS) if (key[member] !== undefined) out[member] = key[member];
      return out;
    }),
  };
}
