import { BULK_EDIT_TEXT_FIELDS, type BulkEditTextField, type BulkEditUpdates } from '@portfolio/shared';

export type PublishedChoice = 'keep' | 'yes' | 'no';

export type BulkEditForm = Record<BulkEditTextField, string> & {
  categoryIds: number[];
  published: PublishedChoice;
  /** Sensitive location: 'keep', or set ('yes') or clear ('no') it on every selected item. */
  sensitive: PublishedChoice;
  /** What the shop sells of them: 'keep', the price list's default again, or a mode. */
  sale: 'keep' | NonNullable<BulkEditUpdates['saleMode']>;
};

export const emptyBulkEditForm: BulkEditForm = {
  ...(Object.fromEntries(BULK_EDIT_TEXT_FIELDS.map((key) => [key, ''])) as Record<BulkEditTextField, string>),
  categoryIds: [],
  published: 'keep',
  sensitive: 'keep',
  sale: 'keep',
};

/**
 * The changes of a bulk edit: empty fields are left out so items keep their values; chosen
 * categories are added; 'keep' leaves publication alone.
 */
export function bulkEditUpdates(form: BulkEditForm): BulkEditUpdates {
  const updates: BulkEditUpdates = {};
  for (const key of BULK_EDIT_TEXT_FIELDS) {
    const value = form[key].trim();
    if (value) updates[key] = value;
  }
  if (form.categoryIds.length > 0) updates.categoryIds = [...form.categoryIds];
  if (form.published !== 'keep') updates.isPublished = form.published === 'yes';
  if (form.sensitive !== 'keep') updates.sensitiveLocation = form.sensitive === 'yes';
  if (form.sale !== 'keep') updates.saleMode = form.sale;
  return updates;
}
