/*
 * The public never learns a position finer than the photographer's precision (site settings,
 * mapPrecision): every coordinate that leaves the server for a visitor goes through roundTo.
 */

/** Decimals that print a multiple of `precision` exactly (0.05 → 2). */
const decimalsOf = (precision: number) => Math.max(0, Math.ceil(-Math.log10(precision) - 1e-9) + (String(precision).endsWith('5') ? 1 : 0));

/** `value` rounded to the nearest multiple of `precision`, without floating-point tails (0.30000000000000004). */
export function roundTo(value: number, precision: number): number {
  const rounded = Math.round(value / precision) * precision;
  return Number(rounded.toFixed(decimalsOf(precision)));
}
