import { describe, expect, it } from 'vitest';
import { CART_MAX_LINES, decodeCart, encodeCart, formatPrice, printSize, vatIncluded } from './shop-rules';

describe('the cart cookie', () => {
  it('reads what it wrote', () => {
    const cart = [
      { itemId: 12, productId: 3, quantity: 2 },
      { itemId: 7, productId: 6, quantity: 1 },
    ];
    expect(decodeCart(encodeCart(cart))).toEqual(cart);
  });

  it('drops what is not a line, a repeated line, zero quantities, and caps quantities and lines', () => {
    expect(decodeCart('12.3.2_junk_12.3.5_0.1.1_4.5.0_-1.2.3_9.9.999')).toEqual([
      { itemId: 12, productId: 3, quantity: 2 },
      { itemId: 9, productId: 9, quantity: 20 },
    ]);
    expect(decodeCart(Array.from({ length: 50 }, (_, i) => `${i + 1}.1.1`).join('_'))).toHaveLength(CART_MAX_LINES);
    expect(decodeCart(undefined)).toEqual([]);
  });
});

describe('money', () => {
  it('finds the VAT inside a price in whole cents', () => {
    expect(vatIncluded(12_500, 2500)).toBe(2500);
    expect(vatIncluded(9500, 2100)).toBe(1649);
    expect(vatIncluded(1000, 0)).toBe(0);
  });

  it('writes a price as each language does', () => {
    // Intl separates with no-break spaces.
    const plain = (s: string) => s.replace(/\s/g, ' ');
    expect(formatPrice(9500, 'EUR', 'en')).toBe('€95.00');
    expect(plain(formatPrice(9500, 'EUR', 'nl'))).toBe('€ 95,00');
    expect(plain(formatPrice(120_000, 'SEK', 'sv'))).toBe('1 200,00 kr');
  });
});

describe('a print’s size', () => {
  it('keeps the photo’s proportions and orientation, to half a centimetre', () => {
    expect(printSize(45, 6000, 4000)).toEqual({ widthCm: 45, heightCm: 30 });
    expect(printSize(45, 1920, 1080)).toEqual({ widthCm: 45, heightCm: 25.5 });
    expect(printSize(60, 4000, 6000)).toEqual({ widthCm: 40, heightCm: 60 });
    expect(printSize(30, null, null)).toEqual({ widthCm: 30, heightCm: 20 });
  });
});
