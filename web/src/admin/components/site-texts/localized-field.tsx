import type { LocalizedText } from '@portfolio/shared';
import { Input } from '../../../ui/input';
import { Textarea } from '../../../ui/textarea';
import { FieldError } from '../field-error';

const LANGS = ['nl', 'en', 'sv'] as const;

/**
 * One text in Dutch, English and Swedish side by side (stacked on a phone). Dutch is the default:
 * an empty English or Swedish field shows the Dutch text on that language's pages.
 */
export function LocalizedField({
  id,
  label,
  value,
  onChange,
  errors,
  multiline = false,
}: {
  /** The field's path in the texts ("hero.headline"), also the key of its errors. */
  id: string;
  label: string;
  value: LocalizedText;
  onChange: (next: LocalizedText) => void;
  errors: Record<string, string>;
  multiline?: boolean;
}) {
  return (
    <fieldset className="grid gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{label}</legend>
      <div className="grid gap-2 md:grid-cols-3">
        {LANGS.map((lang) => {
          const key = `${id}.${lang}`;
          const props = {
            id: key,
            name: key,
            value: value[lang],
            'aria-label': `${label} (${lang.toUpperCase()})`,
            'aria-invalid': !!errors[key],
            lang,
            placeholder: lang === 'nl' ? undefined : value.nl,
            onChange: (e: { target: { value: string } }) => onChange({ ...value, [lang]: e.target.value }),
          };
          return (
            <div key={lang} className="relative grid gap-1">
              <span aria-hidden="true" className="pointer-events-none absolute right-2 top-2 text-[10px] font-semibold text-muted-foreground">
                {lang.toUpperCase()}
              </span>
              {multiline ? <Textarea rows={4} className="pr-8" {...props} /> : <Input className="pr-8" {...props} />}
              <FieldError message={errors[key]} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
