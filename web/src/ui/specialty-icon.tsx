import type { SpecialtyIcon as IconName } from '@portfolio/shared';
import { Bird, Camera, Mountain, PawPrint, Plane, Snowflake, type LucideIcon } from 'lucide-react';

/** The small set of icons a specialty can show (the names the site texts store). */
export const SPECIALTY_ICON_COMPONENTS: Record<IconName, LucideIcon> = {
  paw: PawPrint,
  bird: Bird,
  mountain: Mountain,
  plane: Plane,
  camera: Camera,
  snowflake: Snowflake,
};

export function SpecialtyIcon({ name, className }: { name: IconName; className?: string }) {
  const Icon = SPECIALTY_ICON_COMPONENTS[name];
  return <Icon className={className} aria-hidden="true" />;
}
