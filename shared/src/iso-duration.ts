/**
 * A length in seconds as an ISO 8601 duration (PT1M3S), as schema.org's VideoObject wants it;
 * whole seconds, hours only when there are any.
 */
export function isoDuration(seconds: number): string {
  const total = Math.max(0, Math.round(seconds));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
}
