import { exportJwk, generateCryptoKeyPair, importJwk } from '@fedify/fedify';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { fediKeys } from '../db/schema';

let cached: { db: Db; pair: CryptoKeyPair } | null = null;

/**
 * The site's RSA key pair (RSASSA-PKCS1-v1_5, what Mastodon verifies draft-cavage signatures with):
 * made once and kept in the database, so it is in every backup and every instance signs with the
 * same key. Two instances starting at once both insert; the first row wins and both read it.
 */
export async function siteKeyPair(db: Db): Promise<CryptoKeyPair> {
  if (cached?.db === db) return cached.pair;
  let row = await db.select().from(fediKeys).where(eq(fediKeys.id, 1)).get();
  if (!row) {
    const made = await generateCryptoKeyPair('RSASSA-PKCS1-v1_5');
    await db
      .insert(fediKeys)
      .values({ id: 1, publicKey: JSON.stringify(await exportJwk(made.publicKey)), privateKey: JSON.stringify(await exportJwk(made.privateKey)) })
      .onConflictDoNothing();
    row = (await db.select().from(fediKeys).where(eq(fediKeys.id, 1)).get())!;
  }
  const pair = { publicKey: await importJwk(JSON.parse(row.publicKey), 'public'), privateKey: await importJwk(JSON.parse(row.privateKey), 'private') };
  cached = { db, pair };
  return pair;
}
