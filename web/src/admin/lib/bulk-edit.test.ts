import { BulkEditRequestSchema } from '@portfolio/shared';
import { describe, expect, it } from 'vitest';
import { buildBulkEditRequest, emptyBulkEditForm } from './bulk-edit';

describe('buildBulkEditRequest', () => {
  it('leaves out empty fields so items keep their values', () => {
    expect(buildBulkEditRequest([1, 2], emptyBulkEditForm)).toEqual({ itemIds: [1, 2], updates: {} });
  });

  it('sends trimmed text, categories to add and the published choice', () => {
    const request = buildBulkEditRequest([5], {
      ...emptyBulkEditForm,
      country: ' IJsland ',
      countryEn: 'Iceland',
      countrySv: 'Island',
      location: '   ',
      categoryIds: [7, 9],
      published: 'no',
    });
    expect(request).toEqual({ itemIds: [5], updates: { country: 'IJsland', countryEn: 'Iceland', countrySv: 'Island', categoryIds: [7, 9], isPublished: false } });
    expect(BulkEditRequestSchema.safeParse(request).success).toBe(true);
  });

  it("'keep' leaves publication alone and 'yes' publishes", () => {
    expect(buildBulkEditRequest([1], { ...emptyBulkEditForm, published: 'keep' }).updates).not.toHaveProperty('isPublished');
    expect(buildBulkEditRequest([1], { ...emptyBulkEditForm, published: 'yes' }).updates.isPublished).toBe(true);
  });

  it('sets or clears a sensitive location on every selected item, or leaves it alone', () => {
    expect(buildBulkEditRequest([1], emptyBulkEditForm).updates).not.toHaveProperty('sensitiveLocation');
    expect(buildBulkEditRequest([1], { ...emptyBulkEditForm, sensitive: 'yes' }).updates.sensitiveLocation).toBe(true);
    expect(buildBulkEditRequest([1], { ...emptyBulkEditForm, sensitive: 'no' }).updates.sensitiveLocation).toBe(false);
  });
});
