import type { PageDataAnswer, RenderedPage } from '@portfolio/shared';
import type { Language } from '@portfolio/shared/languages';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from './public/router';
import { renderHead } from './public/head';
import { createTranslate, withFallback, withSiteName, type Messages } from './public/i18n/translate';
import { PageData } from './public/lib/page-data';
import en from './public/messages/en.json';
import nl from './public/messages/nl.json';
import sv from './public/messages/sv.json';
import PublicApp, { Footer } from './public/public-app';
import { HOME_SECTIONS } from './public/routes/home';
import { FallbackHero } from './public/components/hero';
import { BuySection } from './public/components/photo-info';
import type { PageSource, Visitor } from '@portfolio/shared';
import { FORM_REPLY_KEY, type FormReply } from '@portfolio/shared/page-forms';
import { matchPublicPage, preloadPage } from './public/pages/index';
import type { PageDefinition } from './public/define-page';
import { type AnswerName, type AnswerQuery, answerUrl } from '@portfolio/shared/answers';
import { everyPageAnswerUrls } from './public/lib/answer-queries';

// The server's entry of the public site (Vite's SSR build, loaded by the Hono server): the same
// components as the browser's, rendered to HTML in the page's language.

export { PUBLIC_PAGES, matchPublicPage } from './public/pages/index';
export { localePath, splitLanguage } from './public/routing';
export { pagePath } from '@portfolio/shared/page-paths';
export { scriptJson } from './public/head';

const MESSAGES: Record<Language, Messages> = { en, sv: withFallback(sv, en), nl: withFallback(nl, en) };

/** A translator per language, for what the server writes itself (feeds, titles). */
export function translator(language: Language) {
  return createTranslate(language, MESSAGES[language]);
}

export interface RenderInput {
  /** Path and query of the request. */
  url: string;
  /** The language to render: the address's, or for a plain address the visitor's. */
  language: Language;
  source: PageSource;
  publicUrl: string;
  /** A form the server refused: the page shows it again with what was typed and the reasons. */
  formReply?: FormReply;
  /** The visitor's cookies and address, for the pages that are never cached (the cart, the checkout, a client gallery). */
  visitor?: Visitor;
  /** Every page's app starts at once: the site's analytics (gtag) come with the app. */
  appAtOnce?: boolean;
}


/**
 * The cache key of an address: its path and the part of its query its page reads (in one
 * spelling), or null when the address holds no page that may be cached.
 */
export function pageKey(url: string): string | null {
  const at = url.indexOf('?');
  const pathname = at < 0 ? url : url.slice(0, at);
  const { page } = matchPublicPage(pathname);
  if (!page || page.uncached) return null;
  const query = page.query?.(new URLSearchParams(at < 0 ? '' : url.slice(at + 1))) ?? '';
  return query ? `${pathname}?${query}` : pathname;
}

/**
 * Runs a page's loader: each answer it asks for is kept under its URL, as the browser reads it.
 * Only a page that is never cached is told of its visitor (its cookies).
 */
async function runLoader(page: PageDefinition, source: PageSource, input: { params: Record<string, string | undefined>; language: Language; search: URLSearchParams }, visitorOfRequest: Visitor = {}) {
  const answers: Record<string, unknown> = {};
  const visitor = page.uncached ? visitorOfRequest : undefined;
  const answer = async <N extends AnswerName>(name: N, query: AnswerQuery<N>) => {
    const value = await source.answer(name, query, visitor);
    answers[answerUrl(name, query)] = value;
    return value;
  };
  const loaded = await page.load({
    ...input,
    answer,
    clientGalleryStatus: (token) => source.clientGalleryStatus(token),
    clientGalleryView: (token, cursor) => source.clientGalleryView(token, input.language, cursor, visitor),
  });
  return { ...loaded, answers: { ...answers, ...loaded.answers } };
}

/** The answers of the page at `url` (path and query), as its loader gives them to the HTML. */
export async function loadPage({ url, language, source }: Omit<RenderInput, 'publicUrl'>): Promise<PageDataAnswer> {
  const [pathname = '/', query = ''] = url.split('#')[0]!.split('?');
  const { page, params } = matchPublicPage(pathname);
  if (!page || page.uncached) return { answers: {}, found: false };
  return runLoader(page, source, { params, language, search: new URLSearchParams(query) });
}

export async function render({ url, language, source, publicUrl, formReply, visitor = {}, appAtOnce = false }: RenderInput): Promise<RenderedPage> {
  const [pathname = '/', query = ''] = url.split('#')[0]!.split('?');
  const search = new URLSearchParams(query);
  const { page, params, path } = matchPublicPage(pathname);
  const [loaded, settings, texts] = await Promise.all([page ? runLoader(page, source, { params, language, search }, visitor) : null, source.answer('siteSettings', {}), source.answer('siteTexts', { language })]);
  const found = Boolean(page && loaded?.found);
  // Every page draws the settings and the site's texts (footer, contact, structured data), so every page brings them.
  const everyPage = everyPageAnswerUrls(language);
  const store = new PageData({ ...loaded?.answers, [everyPage.siteSettings]: settings, [everyPage.siteTexts]: texts, ...(formReply ? { [FORM_REPLY_KEY]: formReply } : {}) });
  // The server draws every part, also those the browser hydrates only when they come into view.
  await Promise.all([preloadPage(pathname), Footer.preload(), BuySection.preload(), FallbackHero.preload(), ...HOME_SECTIONS.map((s) => s.preload())]);

  // Every chunk the page draws is loaded above, so nothing suspends and the HTML is complete.
  const rendered = renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <PublicApp language={language} messages={MESSAGES[language]} data={store} />
      </StaticRouter>
    </StrictMode>,
  );
  // React puts preloads of the images it draws first in front of the markup: they belong in <head>.
  const hoisted = /^(?:<link [^>]*\/>)*/.exec(rendered)![0];
  const html = rendered.slice(hoisted.length);
  const t = withSiteName(createTranslate(language, MESSAGES[language]), settings.siteName);
  const answers = store.answers();
  const head = renderHead({ page, found, path, params, search, language, answers, t, publicUrl, settings });
  // The app of such a page starts at the visitor's first interaction, and its HTML stays small
  // (see AppData's `later`); drawn with a form's reply, it brings that reply, and so all it has.
  const startsOnInteraction = found && page?.startsOnInteraction === true && !appAtOnce;
  const data = startsOnInteraction && !formReply ? { language, answers: {}, later: true as const } : { language, messages: MESSAGES[language], answers };
  return { status: found ? (loaded?.status ?? 200) : 404, html, title: head.title, head: hoisted + head.tags, data, pageId: page?.id ?? null, startsOnInteraction };
}
