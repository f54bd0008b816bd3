import { type Control, Controller, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { Checkbox } from '../../ui/checkbox';
import { Label } from '../../ui/label';

/** A yes/no field of a react-hook-form form, with its label beside the box and an optional hint below. */
export function FormCheckbox<T extends FieldValues, TOut extends FieldValues = T>({
  control,
  name,
  id,
  label,
  hint,
}: {
  control: Control<T, unknown, TOut>;
  name: FieldPathByValue<T, boolean>;
  id: string;
  label: string;
  hint?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div className="grid gap-1">
          <div className="flex items-center gap-2">
            <Checkbox id={id} checked={field.value} onCheckedChange={(v) => field.onChange(v === true)} />
            <Label htmlFor={id}>{label}</Label>
          </div>
          {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
        </div>
      )}
    />
  );
}
