import { z } from 'zod';
import { EMAIL_MAX, EMAIL_PATTERN, NAME_MAX } from '../form-rules';
import { LanguageSchema } from '../locales';
import {
  CART_MAX_QUANTITY,
  LICENCE_SIZES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
  PRODUCT_KINDS,
  SALE_MODES,
  SHIPPING_COUNTRIES,
  SHOP_CURRENCIES,
  type CheckoutProblem,
} from '../shop-rules';
import { IdSchema } from './common';
import { ListPageQuerySchema } from './list-page';

/*
 * The shop: the price list and settings the photographer keeps, what a photo's page offers, the
 * cart, the checkout and the orders. Every amount is an integer in minor units (cents, öre) of the
 * shop's currency and includes VAT; the browser sends products and quantities, never amounts.
 */

export const SaleModeSchema = z.enum(SALE_MODES);
export const OrderStatusSchema = z.enum(ORDER_STATUSES);
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);

const text = (max: number) => z.string().trim().max(max, `At most ${max} characters`);
const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX)
  .refine((s) => s === '' || EMAIL_PATTERN.test(s), 'Enter an e-mail address');
const optionalUrl = z
  .string()
  .trim()
  .max(500, 'Addresses are at most 500 characters')
  .refine((s) => s === '' || /^https?:\/\/[^\s]+$/i.test(s), 'Enter an address starting with https://');

/** A price in minor units, VAT included: at most 100,000.00. */
const PriceSchema = z.number({ error: 'Enter a price' }).int('Prices are whole cents').min(0, 'A price is at least 0').max(10_000_000, 'A price is at most 100,000');

/** The shop's settings (GET/PUT /api/admin/shop/settings): one row, read whole, written whole. */
export const ShopSettingsSchema = z.object({
  enabled: z.boolean(),
  currency: z.enum(SHOP_CURRENCIES),
  /** One VAT rate for everything, in basis points (2500 is 25 %); prices include it. */
  vatRateBp: z.number().int().min(0, 'VAT is at least 0 %').max(5000, 'VAT is at most 50 %'),
  /** What a photo is sold as unless it says otherwise. */
  defaultSaleMode: SaleModeSchema,
  /** How to pay an invoice: account holder, IBAN and BIC, or a Swedish bankgiro (shown as written). */
  bankDetails: text(1000),
  /** The payment reference the buyer quotes; `{order}` is the order number. */
  referenceTemplate: text(60).refine((s) => s.includes('{order}'), 'The reference must contain {order}'),
  /** Days an invoice is due in. */
  paymentDays: z.number().int().min(1, 'At least 1 day').max(90, 'At most 90 days'),
  /** The name shop mails come from (empty: the site name); the address stays MAIL_FROM's. */
  senderName: text(100),
  /** Where buyers' replies go (empty: the contact e-mail of the site settings). */
  replyTo: optionalEmail,
  /** Where new orders and paid prints are announced (empty: NOTIFY_EMAIL). */
  ordersEmail: optionalEmail,
  /** The language of the mails to the photographer. */
  ownerLanguage: LanguageSchema,
  /** The general terms of sale shown at checkout, per language (Dutch is the fallback). */
  termsNl: text(3000),
  termsEn: text(3000),
  termsSv: text(3000),
  termsUrl: optionalUrl,
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;
/** The settings as the back-office reads them: with whether card payments are set up (STRIPE_SECRET_KEY). */
export const AdminShopSettingsSchema = ShopSettingsSchema.extend({ cardPayments: z.boolean() });
export type AdminShopSettings = z.infer<typeof AdminShopSettingsSchema>;

/** A product of the price list as the back-office edits it. */
const ProductFieldsSchema = z.object({
  kind: z.enum(PRODUCT_KINDS),
  active: z.boolean(),
  priceMinor: PriceSchema,
  /** A print's long side in cm; the short side follows the photo's proportions. */
  longSideCm: z.number().int().min(5, 'At least 5 cm').max(300, 'At most 300 cm').nullable(),
  /** A print's paper or finish, a licence's type (Personal, Editorial…): Dutch required, the others fall back to it. */
  nameNl: text(120).min(1, 'A name is required'),
  nameEn: text(120),
  nameSv: text(120),
  /** A licence's file. */
  size: z.enum(LICENCE_SIZES).nullable(),
  /** A licence's short terms, per language. */
  termsNl: text(2000),
  termsEn: text(2000),
  termsSv: text(2000),
  termsUrl: optionalUrl,
});

/** POST /api/admin/shop/products: every field (no defaults); also what a changed product must be as a whole. */
export const ProductInputSchema = ProductFieldsSchema.refine((p) => p.kind !== 'print' || p.longSideCm !== null, { message: 'A print needs its size', path: ['longSideCm'] })
  .refine((p) => p.kind !== 'licence' || p.size !== null, { message: 'A licence needs its file size', path: ['size'] })
  .refine((p) => p.kind !== 'licence' || p.termsNl !== '', { message: 'A licence needs its terms', path: ['termsNl'] });
export type ProductInput = z.infer<typeof ProductInputSchema>;

/**
 * PUT /api/admin/shop/products/{id}: the fields to change; a field not sent keeps its value (the
 * merged product is checked whole, and its kind stays).
 */
export const ProductUpdateSchema = ProductFieldsSchema.partial().strict();
export type ProductUpdate = z.infer<typeof ProductUpdateSchema>;

export const ProductSchema = ProductFieldsSchema.extend({ id: z.number().int(), position: z.number().int() });
export type Product = z.infer<typeof ProductSchema>;

/** POST /api/admin/shop/products/order: the products in their new order. */
export const ProductOrderSchema = z.object({ ids: z.array(IdSchema).min(1).max(500) });

/** What a photo's page offers (GET /api/shop/offers/{id}?language=), or null when it is not for sale. */
export const ShopOfferSchema = z.object({
  itemId: z.number().int(),
  currency: z.enum(SHOP_CURRENCIES),
  vatRateBp: z.number().int(),
  prints: z.array(
    z.object({
      productId: z.number().int(),
      widthCm: z.number(),
      heightCm: z.number(),
      finish: z.string(),
      priceMinor: z.number().int(),
    }),
  ),
  licences: z.array(
    z.object({
      productId: z.number().int(),
      name: z.string(),
      size: z.enum(LICENCE_SIZES),
      terms: z.string(),
      termsUrl: z.string(),
      priceMinor: z.number().int(),
    }),
  ),
});
export type ShopOffer = z.infer<typeof ShopOfferSchema>;

/** A line of the cart, priced by the server. */
export const CartLineSchema = z.object({
  itemId: z.number().int(),
  productId: z.number().int(),
  kind: z.enum(PRODUCT_KINDS),
  title: z.string(),
  titleLang: LanguageSchema,
  thumbnailUrl: z.string().nullable(),
  /** "45 × 30 cm · Fine art paper" or "Editorial licence · full size", in the asked language. */
  label: z.string(),
  quantity: z.number().int(),
  unitMinor: z.number().int(),
  lineMinor: z.number().int(),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/** GET/POST /api/shop/cart: the visitor's cart (from its cookie), priced from the price list. */
export const CartSchema = z.object({
  currency: z.enum(SHOP_CURRENCIES),
  vatRateBp: z.number().int(),
  lines: z.array(CartLineSchema),
  totalMinor: z.number().int(),
  vatMinor: z.number().int(),
  /** A print is in it: checkout asks for a postal address. */
  needsShipping: z.boolean(),
  /** Lines of the cookie that are no longer for sale (left out). */
  dropped: z.number().int(),
  /** The payment methods offered: invoice always, card when Stripe is configured. */
  methods: z.array(PaymentMethodSchema),
  /** The general terms of sale in the asked language, and the licences' terms of the cart. */
  terms: z.string(),
  termsUrl: z.string(),
  licenceTerms: z.array(z.object({ name: z.string(), terms: z.string(), termsUrl: z.string() })),
  /** The shop is open (off: the cart can be seen, not checked out). */
  open: z.boolean(),
});
export type Cart = z.infer<typeof CartSchema>;

/** POST /api/shop/cart: `add` adds to a line, `set` sets it (0 removes it). */
export const CartChangeSchema = z.object({
  itemId: IdSchema,
  productId: IdSchema,
  quantity: z.number().int().min(0).max(CART_MAX_QUANTITY),
  mode: z.enum(['add', 'set']),
});
export type CartChange = z.infer<typeof CartChangeSchema>;

const problem = (p: CheckoutProblem) => p;
const required = (p: CheckoutProblem) => ({ error: problem(p) });

/**
 * POST /api/shop/checkout: who buys, where a print goes, the accepted terms and the payment
 * method. The messages are problem keys; the server answers them in the buyer's language.
 */
export const CheckoutSchema = z.object({
  name: z.string(required('nameRequired')).trim().min(1, problem('nameRequired')).max(NAME_MAX, problem('nameTooLong')),
  email: z.string(required('emailRequired')).trim().min(1, problem('emailRequired')).max(EMAIL_MAX, problem('emailInvalid')).regex(EMAIL_PATTERN, problem('emailInvalid')),
  address: z.string().trim().max(300, problem('tooLong')).default(''),
  postalCode: z.string().trim().max(20, problem('tooLong')).default(''),
  city: z.string().trim().max(100, problem('tooLong')).default(''),
  country: z.string().trim().toUpperCase().max(2, problem('countryRequired')).default(''),
  acceptTerms: z.literal(true, required('termsRequired')),
  method: z.enum(PAYMENT_METHODS, required('methodUnavailable')),
});
export type CheckoutInput = z.input<typeof CheckoutSchema>;
export type CheckoutFields = z.output<typeof CheckoutSchema>;
export const isShippingCountry = (code: string) => (SHIPPING_COUNTRIES as readonly string[]).includes(code);

/** The checkout's answer: the private order page, and where to go now (Stripe's page for a card). */
export const CheckoutResultSchema = z.object({ number: z.string(), orderUrl: z.string(), redirectUrl: z.string() });
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

/** `?language=` of the shop's answers (else the browser's, else English). */
export const ShopLanguageQuerySchema = z.object({ language: LanguageSchema.optional() });
/** An order's or a licence's private address, and the language. */
export const ShopTokenParamSchema = ShopLanguageQuerySchema.extend({ token: z.string().min(1).max(100) });
/** POST /api/shop/orders/{token}/pay: Stripe's payment page for the order. */
export const CardPaymentSchema = z.object({ redirectUrl: z.string() });
export type CardPayment = z.infer<typeof CardPaymentSchema>;
/** Stripe's event as it posts it (the signature is checked on the raw body; the fields read are Stripe's). */
export const StripeEventSchema = z.looseObject({ id: z.string(), type: z.string(), data: z.looseObject({ object: z.looseObject({}) }) });
export const StripeReceivedSchema = z.object({ received: z.literal(true) });

const OrderLineViewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PRODUCT_KINDS),
  title: z.string(),
  label: z.string(),
  thumbnailUrl: z.string().nullable(),
  quantity: z.number().int(),
  unitMinor: z.number().int(),
  lineMinor: z.number().int(),
  /** A licence line's own page (its terms, and the download once paid). */
  licenceUrl: z.string().nullable(),
});

/** An order as its buyer sees it at its private address (GET /api/shop/orders/{token}). */
export const OrderViewSchema = z.object({
  number: z.string(),
  status: OrderStatusSchema,
  method: PaymentMethodSchema,
  currency: z.enum(SHOP_CURRENCIES),
  vatRateBp: z.number().int(),
  totalMinor: z.number().int(),
  vatMinor: z.number().int(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  tracking: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  /** The postal address lines (prints only); empty for licences. */
  address: z.array(z.string()),
  lines: z.array(OrderLineViewSchema),
  /** How to pay while the order waits for payment: the bank details, the reference, the due day. */
  payment: z.object({ bankDetails: z.string(), reference: z.string(), dueDate: z.string() }).nullable(),
  /** Card payment can be (re)started. */
  canPayByCard: z.boolean(),
});
export type OrderView = z.infer<typeof OrderViewSchema>;

/** A licence as its page shows it (GET /api/shop/licences/{token}): the terms the buyer accepted. */
export const LicenceViewSchema = z.object({
  orderNumber: z.string(),
  orderUrl: z.string(),
  licensee: z.string(),
  title: z.string(),
  thumbnailUrl: z.string().nullable(),
  name: z.string(),
  size: z.enum(LICENCE_SIZES),
  terms: z.string(),
  termsUrl: z.string(),
  acceptedAt: z.string(),
  paid: z.boolean(),
  paidAt: z.string().nullable(),
  photographer: z.string(),
  copyright: z.string(),
  /** Downloads left and until when (once paid). */
  downloadsLeft: z.number().int(),
  downloadUntil: z.string().nullable(),
});
export type LicenceView = z.infer<typeof LicenceViewSchema>;

/** An order in the back-office list. */
export const AdminOrderSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: OrderStatusSchema,
  method: PaymentMethodSchema,
  currency: z.enum(SHOP_CURRENCIES),
  totalMinor: z.number().int(),
  buyerName: z.string(),
  buyerEmail: z.string(),
  lineCount: z.number().int(),
  createdAt: z.string(),
  /** False until the photographer opened it: the new-orders badge counts these. */
  seen: z.boolean(),
  erased: z.boolean(),
});
export type AdminOrderSummary = z.infer<typeof AdminOrderSummarySchema>;

export const ORDER_EVENT_KINDS = ['placed', 'payment_started', 'paid', 'shipped', 'cancelled', 'mailed', 'download', 'links_renewed', 'erased', 'payment_mismatch'] as const;

/** An order as the back-office shows it: lines, buyer, address and history. */
export const AdminOrderSchema = AdminOrderSummarySchema.extend({
  language: LanguageSchema,
  vatRateBp: z.number().int(),
  vatMinor: z.number().int(),
  address: z.array(z.string()),
  country: z.string().nullable(),
  paidAt: z.string().nullable(),
  shippedAt: z.string().nullable(),
  tracking: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  stripeSessionId: z.string().nullable(),
  lines: z.array(
    OrderLineViewSchema.omit({ licenceUrl: true }).extend({
      itemId: z.number().int().nullable(),
      /** For a print: what to print ("45 × 30 cm on Fine art paper"). */
      printSize: z.string().nullable(),
      downloadsLeft: z.number().int().nullable(),
      downloadUntil: z.string().nullable(),
    }),
  ),
  history: z.array(z.object({ at: z.string(), kind: z.enum(ORDER_EVENT_KINDS), detail: z.string().nullable() })),
});
export type AdminOrder = z.infer<typeof AdminOrderSchema>;

/** GET /api/admin/shop/orders?status=&limit=&cursor= (newest first). */
export const AdminOrderListQuerySchema = ListPageQuerySchema.extend({
  status: z.preprocess((v) => (v === '' || v === 'all' ? undefined : v), OrderStatusSchema.optional()),
});

/** Counts per status for the filter, and the unseen ones. */
export const AdminOrderCountsSchema = z.object({
  awaiting_payment: z.number().int(),
  paid: z.number().int(),
  fulfilled: z.number().int(),
  cancelled: z.number().int(),
  unseen: z.number().int(),
});
export const AdminOrderListSchema = z.object({ orders: z.array(AdminOrderSummarySchema), counts: AdminOrderCountsSchema });
export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;

/** POST /api/admin/shop/orders/{id}/shipped. */
export const ShipOrderSchema = z.object({ tracking: z.string().trim().max(500, 'At most 500 characters') });

/** POST /api/admin/shop/orders/{id}/erase: how many orders of that buyer were erased. */
export const EraseResultSchema = z.object({ erased: z.number().int() });
