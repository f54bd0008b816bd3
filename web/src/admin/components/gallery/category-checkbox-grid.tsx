import type { CategoryAdmin } from '@portfolio/shared';
import { useId } from 'react';
import { Checkbox } from '../../../ui/checkbox';
import { Label } from '../../../ui/label';

/** Categories as a scrollable two-column checkbox grid (max height about 12rem). */
export function CategoryCheckboxGrid({
  categories,
  value,
  onChange,
  label,
}: {
  categories: Pick<CategoryAdmin, 'id' | 'name'>[];
  value: number[];
  onChange: (ids: number[]) => void;
  label: string;
}) {
  const id = useId();
  const toggle = (categoryId: number, checked: boolean) =>
    onChange(checked ? [...value.filter((v) => v !== categoryId), categoryId] : value.filter((v) => v !== categoryId));
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      <div className="grid max-h-48 grid-cols-2 gap-x-4 gap-y-2 overflow-y-auto rounded-md border border-border p-3" data-testid="category-grid">
        {categories.map((category) => (
          <div key={category.id} className="flex items-center gap-2">
            <Checkbox id={`${id}-${category.id}`} checked={value.includes(category.id)} onCheckedChange={(c) => toggle(category.id, c === true)} />
            <Label htmlFor={`${id}-${category.id}`} className="cursor-pointer truncate font-normal">
              {category.name}
            </Label>
          </div>
        ))}
      </div>
    </fieldset>
  );
}
