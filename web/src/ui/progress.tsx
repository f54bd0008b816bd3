import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../lib/cn';

/** Progress bar; `value` is 0-100. */
export function Progress({ value, className, label }: { value: number; className?: string; label?: string }) {
  const v = Math.max(0, Math.min(100, value));
  return (
    <ProgressPrimitive.Root value={v} aria-label={label} className={cn('relative h-2 w-full overflow-hidden rounded-full bg-secondary', className)}>
      <ProgressPrimitive.Indicator className="h-full bg-primary transition-transform duration-300" style={{ transform: `translateX(-${100 - v}%)` }} />
    </ProgressPrimitive.Root>
  );
}
