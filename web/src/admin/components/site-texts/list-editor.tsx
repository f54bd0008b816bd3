import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../ui/button';
import { useAdminT } from '../../i18n';

/** A list of any length: add, remove, move up and down; `children` draws one entry's fields. */
export function ListEditor<T>({
  items,
  onChange,
  create,
  addLabel,
  itemLabel,
  max,
  children,
}: {
  items: T[];
  onChange: (next: T[]) => void;
  create: () => T;
  addLabel: string;
  /** Names entry `i` for the buttons' accessible labels. */
  itemLabel: (i: number) => string;
  max: number;
  children: (item: T, i: number, set: (next: T) => void) => ReactNode;
}) {
  const t = useAdminT();
  const move = (from: number, to: number) => {
    const next = [...items];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    onChange(next);
  };
  return (
    <div className="grid gap-3">
      <ol className="grid gap-3">
        {items.map((item, i) => (
          // Entries have no id of their own: the index is their identity while editing (the inputs are controlled).
          <li key={i} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[1fr_auto] sm:items-start">
            <div className="grid gap-3">{children(item, i, (next) => onChange(items.map((x, j) => (j === i ? next : x))))}</div>
            <div className="flex gap-1 sm:flex-col">
              <Button type="button" size="icon" variant="ghost" aria-label={t('siteTexts.moveUp', { item: itemLabel(i) })} disabled={i === 0} onClick={() => move(i, i - 1)}>
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button type="button" size="icon" variant="ghost" aria-label={t('siteTexts.moveDown', { item: itemLabel(i) })} disabled={i === items.length - 1} onClick={() => move(i, i + 1)}>
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button type="button" size="icon" variant="ghost" aria-label={t('siteTexts.remove', { item: itemLabel(i) })} onClick={() => onChange(items.filter((_, j) => j !== i))}>
                <Trash2 aria-hidden="true" />
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button type="button" variant="outline" className="w-fit" disabled={items.length >= max} onClick={() => onChange([...items, create()])}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </div>
  );
}
