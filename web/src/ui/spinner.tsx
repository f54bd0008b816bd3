import { LoaderCircle } from 'lucide-react';
import { cn } from '../lib/cn';

/** A spinning indicator. Give it a `label` when nothing else on screen says what is loading. */
export function Spinner({ className, label }: { className?: string; label?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center gap-2">
      <LoaderCircle aria-hidden="true" className={cn('size-5 animate-spin text-muted-foreground', className)} />
      {label ? <span className="sr-only">{label}</span> : null}
    </span>
  );
}
