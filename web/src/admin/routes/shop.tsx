import { API, type AdminShopSettings, AdminShopSettingsSchema, type Product, type ProductInput, ProductInputSchema, ProductSchema, SALE_MODES, SHOP_CURRENCIES, ShopSettingsSchema, type ShopSettings } from '@portfolio/shared';
import { LANGUAGES } from '@portfolio/shared/languages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { z } from 'zod';
import { errorMessage } from '../../lib/api-client';
import { useConfirm } from '../../ui/alert-dialog';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog';
import { Input } from '../../ui/input';
import { Label } from '../../ui/label';
import { Textarea } from '../../ui/textarea';
import { toast } from '../../ui/toast';
import { FieldError } from '../components/field-error';
import { LoadingState, PageHeader } from '../components/page-header';
import { toastFailure, useAdminQuery } from '../hooks/use-admin-query';
import { useAdminT } from '../i18n';
import { useAdminApi } from '../lib/admin-context';

export const shopKeys = { settings: ['admin', 'shop', 'settings'], products: ['admin', 'shop', 'products'] } as const;

const select = 'h-10 w-full rounded-md border border-input bg-background px-3 text-sm';

/** Cents as the admin types a price: "95.00". */
export const toPriceText = (minor: number) => (minor / 100).toFixed(2);
/** A typed price ("95", "95.5", "95,50") in cents, or null when it is not one. */
export function parsePrice(text: string): number | null {
  const m = /^\s*(\d{1,6})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null;
}

function Field({ id, label, hint, error, children }: { id: string; label: string; hint?: string; error?: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      <FieldError message={error} />
    </div>
  );
}

/** The shop's settings: open or not, currency, VAT, what photos are sold as, invoices and the shop's mail. */
function SettingsCard() {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const query = useAdminQuery(shopKeys.settings, API.admin.shopSettings, AdminShopSettingsSchema, { errorTitle: t('shop.loadFailed') });
  const [values, setValues] = useState<AdminShopSettings | null>(null);
  const [vatText, setVatText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (query.data && !values) {
      setValues(query.data);
      setVatText(String(query.data.vatRateBp / 100));
    }
  }, [query.data, values]);
  const save = useMutation({
    mutationFn: (settings: ShopSettings) => api.send('PUT', API.admin.shopSettings, settings, AdminShopSettingsSchema),
    onSuccess: (saved) => {
      setValues(saved);
      queryClient.setQueryData(shopKeys.settings, saved);
      toast({ title: t('shop.saved') });
    },
    onError: (error) => toastFailure(error, t('shop.saveFailed'), errorMessage(error, '')),
  });
  if (!values) return <LoadingState label={t('common.loading')} />;
  const set = <K extends keyof ShopSettings>(key: K, value: ShopSettings[K]) => setValues({ ...values, [key]: value });
  const text = (key: keyof ShopSettings) => (e: { target: { value: string } }) => set(key, e.target.value as never);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const vat = Number(vatText.replace(',', '.'));
    const { cardPayments: _card, ...settings } = values;
    const parsed = ShopSettingsSchema.safeParse({ ...settings, vatRateBp: Number.isFinite(vat) ? Math.round(vat * 100) : -1 });
    if (!parsed.success) {
      const byField: Record<string, string> = {};
      for (const issue of parsed.error.issues) byField[issue.path.join('.')] ??= issue.message;
      setErrors(byField);
      toast({ title: t('shop.saveFailed'), description: parsed.error.issues[0]?.message, variant: 'destructive' });
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <Card className="grid gap-4 p-6" data-testid="shop-settings">
      <h2 className="text-lg font-semibold">{t('shop.settingsTitle')}</h2>
      <p className="text-sm text-muted-foreground" role="note">
        {values.cardPayments ? t('shop.cardOn') : t('shop.cardOff')}
      </p>
      {!values.bankDetails.trim() ? <p className="rounded-md border border-amber-400 bg-amber-50 p-3 text-sm text-amber-900">{t('shop.noBank')}</p> : null}
      <form onSubmit={submit} noValidate className="grid gap-4">
        <label className="flex items-center gap-2 text-sm font-medium">
          <input type="checkbox" checked={values.enabled} onChange={(e) => set('enabled', e.target.checked)} className="size-4" />
          {t('shop.enabled')}
        </label>
        <div className="grid gap-4 sm:grid-cols-3">
          <Field id="shop-currency" label={t('shop.currency')} hint={t('shop.currencyNote')}>
            <select id="shop-currency" className={select} value={values.currency} onChange={(e) => set('currency', e.target.value as ShopSettings['currency'])}>
              {SHOP_CURRENCIES.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </Field>
          <Field id="shop-vat" label={t('shop.vat')} hint={t('shop.vatHint')} error={errors.vatRateBp}>
            <Input id="shop-vat" inputMode="decimal" value={vatText} onChange={(e) => setVatText(e.target.value)} aria-invalid={!!errors.vatRateBp} />
          </Field>
          <Field id="shop-default" label={t('shop.defaultSale')}>
            <select id="shop-default" className={select} value={values.defaultSaleMode} onChange={(e) => set('defaultSaleMode', e.target.value as ShopSettings['defaultSaleMode'])}>
              {SALE_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`sale.${m}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <Field id="shop-bank" label={t('shop.bankDetails')} hint={t('shop.bankHint')} error={errors.bankDetails}>
          <Textarea id="shop-bank" rows={4} value={values.bankDetails} onChange={text('bankDetails')} />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="shop-reference" label={t('shop.reference')} hint={t('shop.referenceHint')} error={errors.referenceTemplate}>
            <Input id="shop-reference" value={values.referenceTemplate} onChange={text('referenceTemplate')} aria-invalid={!!errors.referenceTemplate} />
          </Field>
          <Field id="shop-days" label={t('shop.paymentDays')} error={errors.paymentDays}>
            <Input id="shop-days" type="number" min={1} max={90} value={values.paymentDays} onChange={(e) => set('paymentDays', Number(e.target.value))} />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="shop-sender" label={t('shop.senderName')} hint={t('shop.senderHint')} error={errors.senderName}>
            <Input id="shop-sender" value={values.senderName} onChange={text('senderName')} />
          </Field>
          <Field id="shop-reply" label={t('shop.replyTo')} hint={t('shop.replyHint')} error={errors.replyTo}>
            <Input id="shop-reply" type="email" value={values.replyTo} onChange={text('replyTo')} aria-invalid={!!errors.replyTo} />
          </Field>
          <Field id="shop-orders-email" label={t('shop.ordersEmail')} hint={t('shop.ordersHint')} error={errors.ordersEmail}>
            <Input id="shop-orders-email" type="email" value={values.ordersEmail} onChange={text('ordersEmail')} aria-invalid={!!errors.ordersEmail} />
          </Field>
          <Field id="shop-owner-language" label={t('shop.ownerLanguage')}>
            <select id="shop-owner-language" className={select} value={values.ownerLanguage} onChange={(e) => set('ownerLanguage', e.target.value as ShopSettings['ownerLanguage'])}>
              {LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {t(`languages.${l}`)}
                </option>
              ))}
            </select>
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-3">
          {(['termsNl', 'termsEn', 'termsSv'] as const).map((key) => (
            <Field key={key} id={`shop-${key}`} label={t('shop.termsIn', { lang: key.slice(5).toUpperCase() })} error={errors[key]}>
              <Textarea id={`shop-${key}`} rows={5} value={values[key]} onChange={text(key)} />
            </Field>
          ))}
        </div>
        <Field id="shop-terms-url" label={t('shop.termsUrl')} error={errors.termsUrl}>
          <Input id="shop-terms-url" type="url" placeholder="https://" value={values.termsUrl} onChange={text('termsUrl')} aria-invalid={!!errors.termsUrl} />
        </Field>
        <Button type="submit" className="w-fit" disabled={save.isPending}>
          {save.isPending ? t('common.saving') : t('shop.save')}
        </Button>
      </form>
    </Card>
  );
}

type Draft = Omit<ProductInput, 'priceMinor'> & { price: string };

const emptyDraft = (kind: 'print' | 'licence'): Draft => ({
  kind,
  active: true,
  price: '',
  longSideCm: kind === 'print' ? 40 : null,
  nameNl: '',
  nameEn: '',
  nameSv: '',
  size: kind === 'licence' ? 'web' : null,
  termsNl: '',
  termsEn: '',
  termsSv: '',
  termsUrl: '',
});

/** Adds or edits a product of the price list. */
function ProductDialog({ product, kind, onClose }: { product: Product | null; kind: 'print' | 'licence'; onClose: () => void }) {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => (product ? { ...product, price: toPriceText(product.priceMinor) } : emptyDraft(kind)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useMutation({
    mutationFn: (input: ProductInput) => (product ? api.send('PUT', API.admin.shopProduct(product.id), input, ProductSchema) : api.send('POST', API.admin.shopProducts, input, ProductSchema)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.products });
      toast({ title: t('shop.products.saved') });
      onClose();
    },
    onError: (error) => toastFailure(error, t('shop.products.saveFailed'), errorMessage(error, '')),
  });
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft({ ...draft, [key]: value });
  const text = (key: 'nameNl' | 'nameEn' | 'nameSv' | 'termsNl' | 'termsEn' | 'termsSv' | 'termsUrl' | 'price') => (e: { target: { value: string } }) => set(key, e.target.value);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { price, ...rest } = draft;
    const priceMinor = parsePrice(price);
    const parsed = ProductInputSchema.safeParse({ ...rest, priceMinor: priceMinor ?? -1 });
    if (!parsed.success || priceMinor === null) {
      const byField: Record<string, string> = {};
      if (priceMinor === null) byField.priceMinor = t('shop.products.priceInvalid');
      for (const issue of parsed.error?.issues ?? []) byField[issue.path.join('.')] ??= issue.message;
      setErrors(byField);
      return;
    }
    save.mutate(parsed.data);
  };
  const print = draft.kind === 'print';
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>{product ? t('shop.products.edit') : print ? t('shop.products.addPrint') : t('shop.products.addLicence')}</DialogTitle>
          <DialogDescription>{print ? t('shop.products.printHint') : t('shop.products.licenceHint')}</DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="product-price" label={t('shop.products.price')} error={errors.priceMinor}>
              <Input id="product-price" inputMode="decimal" value={draft.price} onChange={text('price')} aria-invalid={!!errors.priceMinor} />
            </Field>
            {print ? (
              <Field id="product-long-side" label={t('shop.products.longSide')} error={errors.longSideCm}>
                <Input id="product-long-side" type="number" min={5} max={300} value={draft.longSideCm ?? ''} onChange={(e) => set('longSideCm', e.target.value ? Number(e.target.value) : null)} />
              </Field>
            ) : (
              <Field id="product-size" label={t('shop.products.size')} error={errors.size}>
                <select id="product-size" className={select} value={draft.size ?? 'web'} onChange={(e) => set('size', e.target.value as 'web' | 'full')}>
                  <option value="web">{t('shop.products.web')}</option>
                  <option value="full">{t('shop.products.full')}</option>
                </select>
              </Field>
            )}
          </div>
          <div className="grid gap-4 sm:grid-cols-3">
            {(['nameNl', 'nameEn', 'nameSv'] as const).map((key) => (
              <Field key={key} id={`product-${key}`} label={t(print ? 'shop.products.paperIn' : 'shop.products.nameIn', { lang: key.slice(4).toUpperCase() })} error={errors[key]}>
                <Input id={`product-${key}`} value={draft[key]} onChange={text(key)} aria-invalid={!!errors[key]} />
              </Field>
            ))}
          </div>
          {print ? null : (
            <>
              <div className="grid gap-4 sm:grid-cols-3">
                {(['termsNl', 'termsEn', 'termsSv'] as const).map((key) => (
                  <Field key={key} id={`product-${key}`} label={t('shop.products.termsIn', { lang: key.slice(5).toUpperCase() })} error={errors[key]}>
                    <Textarea id={`product-${key}`} rows={5} value={draft[key]} onChange={text(key)} aria-invalid={!!errors[key]} />
                  </Field>
                ))}
              </div>
              <Field id="product-terms-url" label={t('shop.products.termsUrl')} error={errors.termsUrl}>
                <Input id="product-terms-url" type="url" placeholder="https://" value={draft.termsUrl} onChange={text('termsUrl')} />
              </Field>
            </>
          )}
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={draft.active} onChange={(e) => set('active', e.target.checked)} className="size-4" />
            {t('shop.products.active')}
          </label>
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('common.saving') : t('common.save')}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The price list: prints and licences in the photographer's order, with their prices. */
function PriceList() {
  const t = useAdminT();
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const settings = useAdminQuery(shopKeys.settings, API.admin.shopSettings, AdminShopSettingsSchema);
  const products = useAdminQuery(shopKeys.products, API.admin.shopProducts, z.array(ProductSchema), { errorTitle: t('shop.loadFailed') });
  const [editing, setEditing] = useState<{ product: Product | null; kind: 'print' | 'licence' } | null>(null);
  const currency = settings.data?.currency ?? 'EUR';
  const money = (minor: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(minor / 100);
  const reorder = useMutation({
    mutationFn: (ids: number[]) => api.send('POST', API.admin.shopProductOrder, { ids }, z.array(ProductSchema)),
    onSuccess: (list) => queryClient.setQueryData(shopKeys.products, list),
    onError: (error) => toastFailure(error, t('shop.products.saveFailed')),
  });
  const remove = useMutation({
    mutationFn: (id: number) => api.call('DELETE', API.admin.shopProduct(id)),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: shopKeys.products });
      toast({ title: t('shop.products.deleted') });
    },
    onError: (error) => toastFailure(error, t('shop.products.saveFailed')),
  });
  if (!products.data) return <LoadingState label={t('common.loading')} />;
  const group = (kind: 'print' | 'licence') => {
    const rows = products.data.filter((p) => p.kind === kind);
    const move = (i: number, by: number) => {
      const ids = rows.map((r) => r.id);
      const [id] = ids.splice(i, 1);
      ids.splice(i + by, 0, id!);
      reorder.mutate(ids);
    };
    return (
      <Card className="p-6" data-testid={`price-list-${kind}`}>
        <div className="mb-4 flex items-center justify-between gap-3">
          <h2 className="text-lg font-semibold">{t(kind === 'print' ? 'shop.products.prints' : 'shop.products.licences')}</h2>
          <Button size="sm" variant="outline" onClick={() => setEditing({ product: null, kind })}>
            <Plus aria-hidden="true" />
            {t(kind === 'print' ? 'shop.products.addPrint' : 'shop.products.addLicence')}
          </Button>
        </div>
        {rows.length === 0 ? <p className="text-sm text-muted-foreground">{t('shop.products.empty')}</p> : null}
        <ul className="divide-y divide-border">
          {rows.map((p, i) => (
            <li key={p.id} className={`flex flex-wrap items-center gap-3 py-2 ${p.active ? '' : 'opacity-60'}`} data-testid="product-row">
              <div className="min-w-0 flex-1">
                <p className="font-medium">
                  {kind === 'print' ? t('shop.products.printSize', { cm: p.longSideCm ?? 0 }) : `${p.nameEn || p.nameNl}`} · {kind === 'print' ? p.nameEn || p.nameNl : t(`shop.products.${p.size ?? 'web'}`)}
                </p>
                {!p.active ? <Badge variant="secondary">{t('shop.products.inactive')}</Badge> : null}
              </div>
              <span className="font-semibold tabular-nums">{money(p.priceMinor)}</span>
              <Button size="icon" variant="ghost" aria-label={t('shop.products.up')} disabled={i === 0 || reorder.isPending} onClick={() => move(i, -1)}>
                <ArrowUp aria-hidden="true" />
              </Button>
              <Button size="icon" variant="ghost" aria-label={t('shop.products.down')} disabled={i === rows.length - 1 || reorder.isPending} onClick={() => move(i, 1)}>
                <ArrowDown aria-hidden="true" />
              </Button>
              <Button size="icon" variant="ghost" aria-label={t('shop.products.edit')} onClick={() => setEditing({ product: p, kind })}>
                <Pencil aria-hidden="true" />
              </Button>
              <Button
                size="icon"
                variant="ghost"
                aria-label={t('shop.products.delete')}
                onClick={async () => {
                  if (await confirm({ title: t('shop.products.deleteConfirm'), confirmLabel: t('shop.products.delete'), cancelLabel: t('common.cancel') })) remove.mutate(p.id);
                }}
              >
                <Trash2 aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      </Card>
    );
  };
  return (
    <div className="grid gap-6">
      {group('print')}
      {group('licence')}
      {editing ? <ProductDialog product={editing.product} kind={editing.kind} onClose={() => setEditing(null)} /> : null}
      {dialog}
    </div>
  );
}

/** The shop: its settings and its price list. */
export function ShopScreen() {
  const t = useAdminT();
  return (
    <div className="grid max-w-4xl gap-6">
      <PageHeader title={t('shop.title')} description={t('shop.description')} />
      <SettingsCard />
      <PriceList />
    </div>
  );
}
