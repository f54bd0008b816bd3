import type { HTMLAttributes } from 'react';
import { cn } from '../lib/cn';

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive' | 'success' | 'blue' | 'orange' | 'green' | 'purple' | 'grey';

const variants: Record<BadgeVariant, string> = {
  default: 'bg-primary text-primary-foreground border-transparent',
  secondary: 'bg-secondary text-secondary-foreground border-transparent',
  outline: 'border-border text-foreground',
  destructive: 'bg-destructive text-destructive-foreground border-transparent',
  success: 'bg-emerald-600 text-white border-transparent',
  blue: 'bg-blue-100 text-blue-800 border-transparent dark:bg-blue-900/60 dark:text-blue-100',
  orange: 'bg-orange-100 text-orange-800 border-transparent dark:bg-orange-900/60 dark:text-orange-100',
  green: 'bg-green-100 text-green-800 border-transparent dark:bg-green-900/60 dark:text-green-100',
  purple: 'bg-purple-100 text-purple-800 border-transparent dark:bg-purple-900/60 dark:text-purple-100',
  grey: 'bg-zinc-200 text-zinc-800 border-transparent dark:bg-zinc-700 dark:text-zinc-100',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  variant?: BadgeVariant;
}

export function Badge({ className, variant = 'default', ...props }: BadgeProps) {
  return <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', variants[variant], className)} {...props} />;
}
