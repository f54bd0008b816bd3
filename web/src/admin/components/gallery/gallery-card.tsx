import type { GalleryItemAdmin } from '@portfolio/shared';
import { ArrowUpToLine, Film, Pencil, Star, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '../../../lib/cn';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { Checkbox } from '../../../ui/checkbox';
import { useAdminT } from '../../i18n';
import { LanguageMarkers, languagesWithText } from '../language-markers';

export interface CardActions {
  onToggle: () => void;
  onDelete: () => void;
  onFeature: () => void;
  onMoveToTop: () => void;
  /** In "My order": dropping another card here puts it before this one. */
  drag: { onDragStart: () => void; onDrop: () => void } | null;
}

/** One item of the back-office gallery: its picture, marks and actions. */
export function GalleryCard({ item, selected, actions }: { item: GalleryItemAdmin; selected: boolean; actions: CardActions }) {
  const t = useAdminT();
  const thumb = item.thumbnailUrl ?? (item.type === 'photo' ? item.url : null);
  const { onToggle, onDelete, onFeature, onMoveToTop, drag } = actions;
  const [over, setOver] = useState(false);
  return (
    <Card
      className={cn('overflow-hidden', selected && 'ring-2 ring-ring', over && 'ring-2 ring-primary', drag && 'cursor-grab')}
      data-testid="gallery-card"
      data-item-id={item.id}
      draggable={!!drag}
      onDragStart={drag ? (e) => {
        e.dataTransfer.effectAllowed = 'move';
        e.dataTransfer.setData('text/plain', String(item.id));
        drag.onDragStart();
      } : undefined}
      onDragOver={drag ? (e) => {
        e.preventDefault();
        setOver(true);
      } : undefined}
      onDragLeave={drag ? () => setOver(false) : undefined}
      onDrop={drag ? (e) => {
        e.preventDefault();
        setOver(false);
        drag.onDrop();
      } : undefined}
    >
      <div className="relative aspect-[4/3] bg-muted">
        {thumb ? (
          <img src={thumb} alt={item.title} className="h-full w-full object-cover" loading="lazy" />
        ) : (
          <div className="flex h-full items-center justify-center text-muted-foreground">
            <Film className="size-8" aria-hidden="true" />
          </div>
        )}
        <div className="absolute left-2 top-2 rounded bg-background/90 p-1">
          <Checkbox checked={selected} onCheckedChange={onToggle} aria-label={t('gallery.select', { title: item.title || String(item.id) })} />
        </div>
        <div className="absolute right-2 top-2 flex gap-1">
          <Badge variant={item.type === 'video' ? 'purple' : 'blue'}>{item.type === 'video' ? t('gallery.video') : t('gallery.photo')}</Badge>
          {!item.isPublished ? <Badge variant="grey">{t('gallery.unpublished')}</Badge> : null}
          {item.featured ? <Badge variant="orange">{t('gallery.featured')}</Badge> : null}
          {item.sensitiveLocation || item.sensitiveByCategory ? <Badge variant="orange" data-testid="sensitive-mark">{t('sensitive.mark')}</Badge> : null}
        </div>
      </div>
      <div className="flex items-start gap-2 p-3">
        <div className="min-w-0 flex-1">
          <h2 className="truncate text-sm font-semibold" title={item.title}>
            {item.title || '—'}
          </h2>
          <p className="truncate text-xs text-muted-foreground">{[item.location, item.country].filter(Boolean).join(', ') || '\u00a0'}</p>
          <LanguageMarkers className="mt-1" has={languagesWithText({ nl: item.title, en: item.titleEn, sv: item.titleSv })} />
        </div>
        <Button variant="ghost" size="icon" className="size-8" aria-pressed={item.featured} aria-label={t(item.featured ? 'gallery.unfeature' : 'gallery.feature', { title: item.title })} onClick={onFeature}>
          <Star className={item.featured ? 'fill-amber-400 text-amber-500' : undefined} aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={t('gallery.moveToTop', { title: item.title })} onClick={onMoveToTop}>
          <ArrowUpToLine aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" className="size-8" asChild>
          <Link to={`/admin/gallery/${item.id}/edit`} aria-label={`${t('common.edit')}: ${item.title}`}>
            <Pencil aria-hidden="true" />
          </Link>
        </Button>
        <Button variant="ghost" size="icon" className="size-8" aria-label={`${t('common.delete')}: ${item.title}`} onClick={onDelete}>
          <Trash2 className="text-destructive" aria-hidden="true" />
        </Button>
      </div>
    </Card>
  );
}
