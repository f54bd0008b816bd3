import type { AdminGallerySort, CategoryAdmin } from '@portfolio/shared';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Input } from '../../../ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select';
import { useAdminT } from '../../i18n';
import { formatUnreadBadge } from '../../lib/format';
import type { GalleryFilters } from '../../lib/gallery-filter';

/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 250;

const SORT_LABELS: Record<AdminGallerySort, string> = {
  newest: 'gallery.sortDateDesc',
  oldest: 'gallery.sortDateAsc',
  added: 'gallery.sortAdded',
  title: 'gallery.sortTitle',
  manual: 'gallery.sortManual',
};

/** The back-office gallery's search, filters and sort; every change asks the server for the list again. */
export function GalleryFilterBar({
  filters,
  onChange,
  categories,
  countries,
  reviewCount,
}: {
  filters: GalleryFilters;
  onChange: (next: GalleryFilters) => void;
  categories: CategoryAdmin[];
  countries: { value: string; count: number }[];
  /** Items waiting to be published (a badge on "To review"). */
  reviewCount?: number;
}) {
  const t = useAdminT();
  const [q, setQ] = useState(filters.q);
  useEffect(() => {
    if (q === filters.q) return;
    const timer = setTimeout(() => onChange({ ...filters, q }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [q, filters, onChange]);
  const set = <K extends keyof GalleryFilters>(key: K, value: GalleryFilters[K]) => onChange({ ...filters, [key]: value });
  return (
    <div className="mb-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <div className="relative sm:col-span-2">
        <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden="true" />
        <Input type="search" className="pl-9" placeholder={t('gallery.search')} aria-label={t('gallery.search')} value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <Select value={filters.category} onValueChange={(v) => set('category', v)}>
        <SelectTrigger aria-label={t('gallery.allCategories')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('gallery.allCategories')}</SelectItem>
          {categories.map((c) => (
            <SelectItem key={c.id} value={String(c.id)}>
              {c.name}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={filters.country} onValueChange={(v) => set('country', v)}>
        <SelectTrigger aria-label={t('gallery.countryLabel')} data-testid="gallery-country">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('gallery.allCountries')}</SelectItem>
          {countries.map((c) => (
            <SelectItem key={c.value} value={c.value}>
              {t('gallery.countryCount', { country: c.value, count: c.count })}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Select value={filters.type} onValueChange={(v) => set('type', v as GalleryFilters['type'])}>
        <SelectTrigger aria-label={t('gallery.allTypes')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('gallery.allTypes')}</SelectItem>
          <SelectItem value="photo">{t('gallery.photos')}</SelectItem>
          <SelectItem value="video">{t('gallery.videos')}</SelectItem>
        </SelectContent>
      </Select>
      <Select value={filters.published} onValueChange={(v) => set('published', v as GalleryFilters['published'])}>
        <SelectTrigger aria-label={t('gallery.statusLabel')} data-testid="gallery-status">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value="all">{t('gallery.statusAll')}</SelectItem>
          <SelectItem value="draft">
            {t('gallery.statusReview')}
            {reviewCount ? (
              <span className="ml-2 rounded-full bg-amber-400 px-1.5 text-xs font-semibold text-amber-950" data-testid="review-filter-badge">
                <span aria-hidden="true">{formatUnreadBadge(reviewCount)}</span>
                <span className="sr-only">{`, ${t('gallery.reviewCount', { count: reviewCount })}`}</span>
              </span>
            ) : null}
          </SelectItem>
          <SelectItem value="published">{t('gallery.statusPublished')}</SelectItem>
        </SelectContent>
      </Select>
      <div className="flex items-center gap-2">
        <Input type="date" className="min-w-0" aria-label={t('gallery.takenFrom')} value={filters.takenFrom} max={filters.takenTo || undefined} onChange={(e) => set('takenFrom', e.target.value)} />
        <span aria-hidden="true">–</span>
        <Input type="date" className="min-w-0" aria-label={t('gallery.takenTo')} value={filters.takenTo} min={filters.takenFrom || undefined} onChange={(e) => set('takenTo', e.target.value)} />
      </div>
      <Select value={filters.sort} onValueChange={(v) => set('sort', v as AdminGallerySort)}>
        <SelectTrigger aria-label={t('gallery.sortLabel')}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {(Object.keys(SORT_LABELS) as AdminGallerySort[]).map((sort) => (
            <SelectItem key={sort} value={sort}>
              {t(SORT_LABELS[sort])}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}
