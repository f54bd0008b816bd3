import type { Category, CategoryAdmin, Language } from '@portfolio/shared';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/db-type';
import { toCategory, toCategoryAdmin } from '../db/mappers';
import { categories, galleryItemCategories } from '../db/schema';
import { AppError } from '../lib/app-error';
import { type KeysetKey, type ListPage, readKeysetPage } from '../lib/keyset';
import { writeContent } from '../lib/content-version';

export const CATEGORY_NOT_FOUND = 'Category not found';

type CategoryFields = { name: string; nameEn?: string | null; nameSv?: string | null; type: CategoryAdmin['type']; sensitiveLocation?: boolean };

export async function listPublicCategories(db: Db, lang: Language): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.name), asc(categories.id));
  return rows.map((r) => toCategory(r, lang)).sort((a, b) => a.name.localeCompare(b.name));
}

/** Admin list with the number of gallery items in each category. */
export async function listAdminCategories(db: Db): Promise<CategoryAdmin[]> {
  const [rows, counts] = await db.batch([
    db.select().from(categories).orderBy(asc(categories.name), asc(categories.id)),
    db
      .select({ id: galleryItemCategories.categoryId, n: count() })
      .from(galleryItemCategories)
      .groupBy(galleryItemCategories.categoryId),
  ]);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((r) => toCategoryAdmin(r, byId.get(r.id) ?? 0));
}

/** By name, then id. */
const CATEGORY_ORDER: KeysetKey<typeof categories.$inferSelect>[] = [
  { sql: categories.name, desc: false, of: (r) => r.name, text: true },
  { sql: categories.id, desc: false, of: (r) => r.id },
];

/** One page of the admin's categories, each with its number of gallery items counted by the database for this page only. */
export async function listAdminCategoriesPage(db: Db, page: { limit: number; cursor?: string }): Promise<ListPage<CategoryAdmin>> {
  const [{ rows, nextCursor }, total] = await Promise.all([
    readKeysetPage(CATEGORY_ORDER, page, (after, orderBy, limit) => db.select().from(categories).where(after).orderBy(...orderBy).limit(limit)),
    db.select({ n: count() }).from(categories).get(),
  ]);
  const counts = rows.length
    ? await db
        .select({ id: galleryItemCategories.categoryId, n: count() })
        .from(galleryItemCategories)
        .where(inArray(galleryItemCategories.categoryId, rows.map((r) => r.id)))
        .groupBy(galleryItemCategories.categoryId)
    : [];
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return { items: rows.map((r) => toCategoryAdmin(r, byId.get(r.id) ?? 0)), total: total?.n ?? 0, nextCursor };
}

export async function getCategory(db: Db, id: number): Promise<CategoryAdmin> {
  const row = await db.select().from(categories).where(eq(categories.id, id)).get();
  if (!row) throw new AppError('not_found', CATEGORY_NOT_FOUND);
  return toCategoryAdmin(row);
}

export async function createCategory(db: Db, input: CategoryFields): Promise<CategoryAdmin> {
  const [rows] = await writeContent(db, [
    db.insert(categories).values({ name: input.name, nameEn: input.nameEn ?? null, nameSv: input.nameSv ?? null, type: input.type, sensitiveLocation: input.sensitiveLocation ?? false }).returning()]);
  return toCategoryAdmin(rows[0]!, 0);
}

/** Changes the fields sent; the others (a sensitive mark too) keep their values. */
export async function updateCategory(db: Db, id: number, input: Partial<CategoryFields>): Promise<CategoryAdmin> {
  await getCategory(db, id);
  const set = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return getCategory(db, id);
  const [rows] = await writeContent(db, [db.update(categories).set(set).where(eq(categories.id, id)).returning()]);
  return toCategoryAdmin(rows[0]!);
}

/** Removes the category from every gallery item, then the category itself. */
export async function deleteCategory(db: Db, id: number): Promise<void> {
  await getCategory(db, id);
  // The FK cascades too; deleting the links explicitly keeps this right on connections where
  // foreign keys are off (a libSQL server over HTTP opens a fresh connection per request).
  await writeContent(db, [
    db.delete(galleryItemCategories).where(eq(galleryItemCategories.categoryId, id)),
    db.delete(categories).where(eq(categories.id, id))]);
}

/** Throws 400 unless every id names an existing category. */
export async function assertCategoriesExist(db: Db, ids: number[]): Promise<void> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return;
  const found = await db.select({ id: categories.id }).from(categories).where(inArray(categories.id, unique));
  if (found.length !== unique.length) {
    const known = new Set(found.map((f) => f.id));
    const missing = unique.filter((id) => !known.has(id));
    throw new AppError('bad_request', `Unknown category id: ${missing.join(', ')}`, [
      { path: 'categoryIds', message: `Unknown category id: ${missing.join(', ')}` },
    ]);
  }
}
