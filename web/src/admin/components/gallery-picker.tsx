import { AdminGalleryFacetsSchema, API, CategoryAdminSchema, GalleryPickerPageSchema, type GalleryPickerPhoto, type GalleryPickerQuery } from '@portfolio/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Check, Images } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { z } from 'zod';
import { cn } from '../../lib/cn';
import { Button } from '../../ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { fieldClass, Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { queryKeys, useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';

const PAGE_SIZE = 60;

/** Waits until typing pauses before the search goes to the server. */
function useSettled(value: string, ms = 300) {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** A photo whose file is stored here: what the picker lists with `storedPhotos`. */
export type StoredPhoto = GalleryPickerPhoto & { url: string; mediaHash: string };
export const isStored = (photo: GalleryPickerPhoto): photo is StoredPhoto => photo.url !== null && photo.mediaHash !== null;

/** One photo: a click hands it over. Many: clicks mark photos, and the footer's button hands over the marked ones in the order marked. */
export type PickMode = { one: (photo: GalleryPickerPhoto) => void } | { many: (photos: GalleryPickerPhoto[]) => void; confirmLabel: (count: number) => string; busy?: boolean };

export interface GalleryPickerProps {
  title: string;
  description: string;
  pick: PickMode;
  onClose: () => void;
  /** Only photos whose file is stored here: a post's figure and a portrait refer to the file by its key. */
  storedPhotos?: boolean;
  /**
   * What the picked photos go into: the photos already in it are marked (shown, not chosen again).
   * A client gallery takes photos only, and may also take other galleries' private photos.
   */
  into?: { collectionId: number } | { clientGalleryId: number };
}

/** The picker's "Show": the gallery's items by published state, or the client galleries' private photos. */
const SHOWN = ['', 'published', 'draft', 'private'] as const;

/**
 * The one photo picker of the back-office: the gallery's search (its index) and filters (type,
 * published state, country, category) narrow it on the server, which sends a page at a time (the
 * gallery may hold many thousands) and marks what is already in the collection or client gallery
 * it picks for. The blog editor, the About portrait, a collection's and a client gallery's "Add
 * photos" all use it.
 */
export function GalleryPickerDialog({ title, description, pick, onClose, storedPhotos = false, into }: GalleryPickerProps) {
  const t = useAdminT();
  const api = useAdminApi();
  const id = useId();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<'' | 'photo' | 'video'>('');
  const [country, setCountry] = useState('');
  const [category, setCategory] = useState('');
  const [shown, setShown] = useState<(typeof SHOWN)[number]>('');
  const forClient = into !== undefined && 'clientGalleryId' in into;
  const photosOnly = storedPhotos || forClient;
  const [chosen, setChosen] = useState<GalleryPickerPhoto[]>([]);
  const words = useSettled(search.trim());
  const categories = useAdminQuery(queryKeys.categories, API.admin.categories, z.array(CategoryAdminSchema));
  const facets = useAdminQuery([...queryKeys.galleryItems, 'facets', ''], API.admin.galleryFacets, AdminGalleryFacetsSchema);
  const query: GalleryPickerQuery = {
    q: words || undefined,
    type: photosOnly ? 'photo' : type || undefined,
    country: country || undefined,
    category: category ? Number(category) : undefined,
    published: shown === 'published' || shown === 'draft' ? shown : undefined,
    private: shown === 'private' ? '1' : undefined,
    stored: storedPhotos ? '1' : undefined,
    collectionId: into && 'collectionId' in into ? into.collectionId : undefined,
    clientGalleryId: forClient ? into.clientGalleryId : undefined,
    limit: PAGE_SIZE,
  };
  const params = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])));
  const pages = useInfiniteQuery({
    queryKey: [...queryKeys.galleryItems, 'picker', params.toString()],
    initialPageParam: '',
    queryFn: ({ pageParam }) => api.get(`${API.admin.galleryPicker}?${params}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`, GalleryPickerPageSchema),
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Asked afresh each time the picker opens: a collection's marks and new uploads show at once.
    gcTime: 0,
  });
  const photos = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  const many = 'many' in pick ? pick : null;
  const alreadyLabel = forClient ? t('picker.inClientGallery') : t('picker.inCollection');
  const toggle = (photo: GalleryPickerPhoto) => setChosen((c) => (c.some((p) => p.id === photo.id) ? c.filter((p) => p.id !== photo.id) : [...c, photo]));

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-h-[90svh] sm:max-w-4xl" data-testid="gallery-picker">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-end gap-3" role="search">
          <div className="grid min-w-48 flex-1 gap-1.5">
            <Label htmlFor={`${id}-q`}>{t('picker.search')}</Label>
            <Input id={`${id}-q`} type="search" value={search} placeholder={t('picker.searchPlaceholder')} onChange={(e) => setSearch(e.target.value)} />
          </div>
          {photosOnly ? null : (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-type`}>{t('picker.type')}</Label>
              <select id={`${id}-type`} className={fieldClass} value={type} onChange={(e) => setType(e.target.value as typeof type)}>
                <option value="">{t('gallery.allTypes')}</option>
                <option value="photo">{t('gallery.photos')}</option>
                <option value="video">{t('gallery.videos')}</option>
              </select>
            </div>
          )}
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-shown`}>{t('picker.shown')}</Label>
            <select id={`${id}-shown`} className={fieldClass} value={shown} onChange={(e) => setShown(e.target.value as typeof shown)}>
              {SHOWN.filter((s) => s !== 'private' || forClient).map((s) => (
                <option key={s} value={s}>
                  {t(`picker.shownOptions.${s || 'all'}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-country`}>{t('gallery.countryLabel')}</Label>
            <select id={`${id}-country`} className={fieldClass} value={country} onChange={(e) => setCountry(e.target.value)}>
              <option value="">{t('gallery.allCountries')}</option>
              {(facets.data?.countries ?? []).map((c) => (
                <option key={c.value} value={c.value}>
                  {c.value}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-category`}>{t('picker.category')}</Label>
            <select id={`${id}-category`} className={fieldClass} value={category} onChange={(e) => setCategory(e.target.value)}>
              <option value="">{t('picker.allCategories')}</option>
              {(categories.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </div>
        </div>
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {pages.data ? t('picker.found', { count: total }) : t('common.loading')}
        </p>
        <div className="-mx-1 max-h-[40svh] min-h-40 sm:max-h-[50svh] overflow-y-auto px-1">
          {pages.data && photos.length === 0 ? <p className="p-6 text-center text-sm text-muted-foreground">{t('picker.none')}</p> : null}
          <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4 md:grid-cols-6" data-testid="photo-picker">
            {photos.map((photo) => {
              const on = chosen.some((p) => p.id === photo.id);
              return (
                <li key={photo.id}>
                  <button
                    type="button"
                    disabled={photo.alreadyIn}
                    aria-pressed={many ? on : undefined}
                    aria-label={photo.alreadyIn ? `${photo.title}: ${alreadyLabel}` : t('picker.choose', { title: photo.title })}
                    title={photo.alreadyIn ? alreadyLabel : undefined}
                    onClick={() => ('one' in pick ? pick.one(photo) : toggle(photo))}
                    className={cn(
                      'relative block aspect-square w-full overflow-hidden rounded-md border-2 bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring',
                      on ? 'border-primary' : 'border-transparent',
                      photo.alreadyIn ? 'cursor-not-allowed opacity-40' : 'hover:opacity-80',
                    )}
                  >
                    {photo.thumbnailUrl ? <img src={photo.thumbnailUrl} alt="" className="size-full object-cover" loading="lazy" /> : null}
                    {on || photo.alreadyIn ? (
                      <span className="absolute right-1 top-1 rounded-full bg-primary p-0.5 text-primary-foreground">
                        <Check className="size-3.5" aria-hidden="true" />
                      </span>
                    ) : null}
                    <span className="absolute inset-x-0 bottom-0 truncate bg-black/55 px-1 text-left text-[11px] text-white">{photo.title}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          {pages.hasNextPage ? (
            <div className="mt-3 text-center">
              <Button type="button" variant="outline" disabled={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
                {pages.isFetchingNextPage ? t('common.loading') : t('picker.more')}
              </Button>
            </div>
          ) : null}
        </div>
        {many ? (
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button onClick={() => many.many(chosen)} disabled={chosen.length === 0 || many.busy}>
              {many.confirmLabel(chosen.length)}
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** A button that opens the gallery picker for one stored photo. */
export function GalleryPickButton({ label, onPick, disabled }: { label: string; onPick: (photo: StoredPhoto) => void; disabled?: boolean }) {
  const t = useAdminT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
        <Images aria-hidden="true" />
        {label}
      </Button>
      {open ? (
        <GalleryPickerDialog
          title={t('picker.title')}
          description={t('picker.description')}
          storedPhotos
          onClose={() => setOpen(false)}
          pick={{
            one: (photo) => {
              setOpen(false);
              if (isStored(photo)) onPick(photo);
            },
          }}
        />
      ) : null}
    </>
  );
}
