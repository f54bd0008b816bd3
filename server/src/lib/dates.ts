/** Wire format of every timestamp: ISO 8601 in UTC. */
export const iso = (d: Date | null | undefined): string | null => (d ? d.toISOString() : null);
export const isoRequired = (d: Date): string => d.toISOString();
