import { BulkEditUpdatesSchema } from '@portfolio/shared';
import { describe, expect, it } from 'vitest';
import { bulkEditUpdates, emptyBulkEditForm } from './bulk-edit';

describe('bulkEditUpdates', () => {
  it('leaves out empty fields so items keep their values', () => {
    expect(bulkEditUpdates(emptyBulkEditForm)).toEqual({});
  });

  it('sends trimmed text, categories to add and the published choice', () => {
    const updates = bulkEditUpdates({
      ...emptyBulkEditForm,
      country: ' IJsland ',
      countryEn: 'Iceland',
      countrySv: 'Island',
      location: '   ',
      categoryIds: [7, 9],
      published: 'no',
    });
    expect(updates).toEqual({ country: 'IJsland', countryEn: 'Iceland', countrySv: 'Island', categoryIds: [7, 9], isPublished: false });
    expect(BulkEditUpdatesSchema.safeParse(updates).success).toBe(true);
  });

  it("'keep' leaves publication alone and 'yes' publishes", () => {
    expect(bulkEditUpdates({ ...emptyBulkEditForm, published: 'keep' })).not.toHaveProperty('isPublished');
    expect(bulkEditUpdates({ ...emptyBulkEditForm, published: 'yes' }).isPublished).toBe(true);
  });

  it('sets or clears a sensitive location on every selected item, or leaves it alone', () => {
    expect(bulkEditUpdates(emptyBulkEditForm)).not.toHaveProperty('sensitiveLocation');
    expect(bulkEditUpdates({ ...emptyBulkEditForm, sensitive: 'yes' }).sensitiveLocation).toBe(true);
    expect(bulkEditUpdates({ ...emptyBulkEditForm, sensitive: 'no' }).sensitiveLocation).toBe(false);
  });
});
