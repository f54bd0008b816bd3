export interface FakeStripeSession {
  id: string;
  status: string;
  payment_status: string;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  locale: string | null;
  line_items_sent: { quantity: string; price_data: { currency: string; unit_amount: string; product_data: { name: string } } }[];
  success_url: string;
  cancel_url: string;
  url: string;
}
export interface FakeStripeEvent {
  id: string;
  type: string;
  data: { object: FakeStripeSession };
}
export interface Delivery {
  status: number;
  body: string;
}
export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeStripeSession>;
  events: FakeStripeEvent[];
  requests: { method: string; path: string; body: string }[];
  pay(sessionId: string): Promise<{ session: FakeStripeSession; event: FakeStripeEvent; delivery: Delivery } | null>;
  deliver(event: object, options?: { secret?: string; body?: string }): Promise<Delivery>;
  close(): Promise<void>;
}
export function parseStripeForm(body: string): Record<string, unknown>;
export function stripeSignature(payload: string, secret: string, timestamp?: number): string;
export function startFakeStripe(options: { webhookUrl: string; webhookSecret: string; port?: number }): Promise<FakeStripe>;
