import { eq } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { fediKeys } from '../db/schema';

let cached: { db: Db; pair: CryptoKeyPair } | null = null;
/** The key's algorithm, made and read with WebCrypto as Fedify's key helpers do (importing those would load all of Fedify at start). */
const RSA = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/**
 * The site's RSA key pair (RSASSA-PKCS1-v1_5, what Mastodon verifies draft-cavage signatures with):
 * made once and kept in the database, so it is in every backup and every instance signs with the
 * same key. Two instances starting at once both insert; the first row wins and both read it.
 */
export async function siteKeyPair(db: Db): Promise<CryptoKeyPair> {
  if (cached?.db === db) return cached.pair;
  let row = await db.select().from(fediKeys).where(eq(fediKeys.id, 1)).get();
  if (!row) {
    const made = await crypto.subtle.generateKey({ ...RSA, modulusLength: 4096, publicExponent: new Uint8Array([1, 0, 1]) }, true, ['sign', 'verify']);
    await db
      .insert(fediKeys)
      .values({ id: 1, publicKey: JSON.stringify(await crypto.subtle.exportKey('jwk', made.publicKey)), privateKey: JSON.stringify(await crypto.subtle.exportKey('jwk', made.privateKey)) })
      .onConflictDoNothing();
    row = (await db.select().from(fediKeys).where(eq(fediKeys.id, 1)).get())!;
  }
  const pair = {
    publicKey: await crypto.subtle.importKey('jwk', JSON.parse(row.publicKey) as JsonWebKey, RSA, true, ['verify']),
    privateKey: await crypto.subtle.importKey('jwk', JSON.parse(row.privateKey) as JsonWebKey, RSA, true, ['sign']),
  };
  cached = { db, pair };
  return pair;
}
