import { type Product, type ProductInput, ProductInputSchema, type ProductUpdate } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { asc, eq, max } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { shopProducts } from '../db/schema';
import { AppError } from '../lib/app-error';
import { bumpStatement, contentChanged, writeContent } from '../lib/content-version';

export type ProductRow = typeof shopProducts.$inferSelect;

export const PRODUCT_NOT_FOUND = 'Product not found';

export const toProduct = (r: ProductRow): Product => ({
  id: r.id,
  kind: r.kind,
  position: r.position,
  active: r.active,
  priceMinor: r.priceMinor,
  longSideCm: r.kind === 'print' ? r.longSideCm : null,
  nameNl: r.nameNl,
  nameEn: r.nameEn,
  nameSv: r.nameSv,
  size: r.kind === 'licence' ? r.size : null,
  termsNl: r.termsNl,
  termsEn: r.termsEn,
  termsSv: r.termsSv,
  termsUrl: r.termsUrl,
});

/** A product's text in a language, else the Dutch one. */
export function productText(r: Pick<ProductRow, 'nameNl' | 'nameEn' | 'nameSv' | 'termsNl' | 'termsEn' | 'termsSv'>, language: Language) {
  const pick = (nl: string, en: string, sv: string) => (language === 'en' && en.trim() ? en : language === 'sv' && sv.trim() ? sv : nl);
  return { name: pick(r.nameNl, r.nameEn, r.nameSv), terms: pick(r.termsNl, r.termsEn, r.termsSv) };
}

/** The whole price list (a few dozen rows at most), prints first, in the photographer's order. */
export async function listProducts(db: Db): Promise<ProductRow[]> {
  return db.select().from(shopProducts).orderBy(asc(shopProducts.kind), asc(shopProducts.position), asc(shopProducts.id)).limit(500);
}

/** The product's fields as stored: a print keeps no licence fields, a licence no size in cm. */
function columns(input: ProductInput) {
  const print = input.kind === 'print';
  return {
    kind: input.kind,
    active: input.active,
    priceMinor: input.priceMinor,
    longSideCm: print ? input.longSideCm : null,
    nameNl: input.nameNl,
    nameEn: input.nameEn,
    nameSv: input.nameSv,
    size: print ? null : input.size,
    termsNl: print ? '' : input.termsNl,
    termsEn: print ? '' : input.termsEn,
    termsSv: print ? '' : input.termsSv,
    termsUrl: print ? '' : input.termsUrl,
  };
}

const MAX_PRODUCTS = 200;

export async function createProduct(db: Db, input: ProductInput): Promise<Product> {
  const all = await listProducts(db);
  if (all.length >= MAX_PRODUCTS) throw new AppError('conflict', `The price list holds at most ${MAX_PRODUCTS} products`);
  const last = await db.select({ p: max(shopProducts.position) }).from(shopProducts).where(eq(shopProducts.kind, input.kind)).get();
  const [row] = await writeContent(db, [db.insert(shopProducts).values({ ...columns(input), position: (last?.p ?? 0) + 1 }).returning()]);
  return toProduct(row[0]!);
}

/** Changes the fields sent (an update changes only what it names); the product they make must hold as a whole. */
export async function updateProduct(db: Db, id: number, update: ProductUpdate): Promise<Product> {
  const existing = await db.select().from(shopProducts).where(eq(shopProducts.id, id)).get();
  if (!existing) throw new AppError('not_found', PRODUCT_NOT_FOUND);
  if (update.kind !== undefined && existing.kind !== update.kind) throw new AppError('bad_request', 'A product keeps its kind', [{ path: 'kind', message: 'A product keeps its kind' }]);
  const { id: _id, position: _position, ...stored } = toProduct(existing);
  const merged = ProductInputSchema.safeParse({ ...stored, ...Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined)) });
  if (!merged.success) {
    const issues = merged.error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    throw new AppError('bad_request', issues[0]!.message, issues);
  }
  const input = merged.data;
  const [row] = await writeContent(db, [db.update(shopProducts).set(columns(input)).where(eq(shopProducts.id, id)).returning()]);
  return toProduct(row[0]!);
}

/** Removes a product from the price list; orders keep what was bought (their lines are copies). */
export async function deleteProduct(db: Db, id: number): Promise<void> {
  const [gone] = await writeContent(db, [db.delete(shopProducts).where(eq(shopProducts.id, id)).returning({ id: shopProducts.id })]);
  if (gone.length === 0) throw new AppError('not_found', PRODUCT_NOT_FOUND);
}

/** Puts the products in the order given (those not named keep their place after them). */
export async function orderProducts(db: Db, ids: number[]): Promise<void> {
  const statements = [...new Set(ids)].map((id, i) => db.update(shopProducts).set({ position: i + 1 }).where(eq(shopProducts.id, id)));
  await db.batch([bumpStatement(db), ...statements]);
  contentChanged(db);
}
