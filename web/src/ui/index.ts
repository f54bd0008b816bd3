/** Shared UI primitives (Radix + Tailwind) used by the public site and the back-office. */
export * from './alert-dialog';
export * from './badge';
export * from './button';
export * from './card';
export * from './checkbox';
export * from './dialog';
export * from './dropdown-menu';
export * from './input';
export * from './label';
export * from './progress';
export * from './select';
export * from './spinner';
export * from './switch';
export * from './tabs';
export * from './textarea';
export * from './toast';
export * from './tooltip';
