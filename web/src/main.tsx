import { type Language, parseLanguage } from '@portfolio/shared/languages';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from './public/router';
import { savedLanguage } from './lib/language';
import { pageStart } from './public/lib/app-data';
import { PageData } from './public/lib/page-data';
import { matchPublicPage, preloadPage } from './public/pages/index';
import { noteTypedFields } from './public/lib/typed-before-hydration';
import { loadMessages } from './public/lib/language-context';
import { everyPageAnswerUrls } from './public/lib/answer-queries';
import PublicApp from './public/public-app';
import './site.css';

// The public site. The server renders each page (web/src/entry-server.tsx) and the browser
// hydrates it. The back-office is another page (admin.html, its own build): visitors never
// download admin code.

const container = document.getElementById('root')!;

/**
 * The API is asked through code that comes with the first question: a page brings its own answers
 * in its HTML, so the first screen needs none.
 */
const fetching = () => import('./public/lib/fetch-answer');
const fetchAnswer = (url: string, paged: boolean) => fetching().then((m) => m.fetchAnswer(url, paged));
const fetchPageData = (address: string) => fetching().then((m) => m.fetchPageData(address));

/**
 * The answers of a page that left them out of its HTML: its own (from its loader, as a client
 * navigation asks for them) and those every page has. One that fails is asked for again by the
 * part that draws it.
 */
async function laterAnswers(language: Language): Promise<Record<string, unknown>> {
  const own = fetchPageData(window.location.pathname + window.location.search).then((page) => page.answers, () => ({}));
  const everyPage = Object.values(everyPageAnswerUrls(language)).map((url) => fetchAnswer(url, false).then((data) => ({ [url]: data }), () => ({})));
  return Object.assign({}, ...(await Promise.all([own, ...everyPage])));
}

/** Longest wait for the page's first photo before hydration starts anyway. */
const FIRST_PHOTO_WAIT_MS = 1500;

/**
 * Resolves once the page's first photo (the one fetched at high priority, its largest paint) is on
 * screen. Hydration is the page's longest task: run before the photo paints, it would hold it back.
 */
function firstPhotoShown(): Promise<void> {
  const photo = container.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!photo) return Promise.resolve();
  const shown = new Promise<void>((resolve) => {
    const afterNextFrame = () => requestAnimationFrame(() => setTimeout(resolve, 0));
    photo.decode().then(afterNextFrame, afterNextFrame);
  });
  return Promise.race([shown, new Promise<void>((resolve) => setTimeout(resolve, FIRST_PHOTO_WAIT_MS))]);
}

async function start() {
  noteTypedFields(container);
  const photoShown = firstPhotoShown();
  void photoShown.then(() => document.documentElement.classList.add('web-fonts'));
  // Hydration must find the page's own code in place, or it would suspend on it. That code is
  // asked for after the photo, so it does not share the connection with it.
  await photoShown;
  if (pageStart) {
    // A page whose app starts later left its answers and its messages out of its HTML.
    const [messages, answers] = await Promise.all([pageStart.messages ?? loadMessages(pageStart.language), pageStart.later ? laterAnswers(pageStart.language) : pageStart.answers, preloadPage(window.location.pathname)]);
    const data = new PageData(answers, fetchAnswer);
    const app = (
      <StrictMode>
        {/* A page drawn for one visitor only (a cart, an order) has no shared page data: its parts ask their own answers. */}
        <BrowserRouter onNavigate={(address) => (matchPublicPage(address.split(/[?#]/)[0]!).page?.uncached ? undefined : data.loadPage(address, fetchPageData))}>
          <PublicApp language={pageStart.language} messages={messages} data={data} />
        </BrowserRouter>
      </StrictMode>
    );
    // In a transition, hydration works in short slices, so the page answers taps while it starts.
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: (error) => console.error('Hydration failed', error) });
    });
    return;
  }
  // Without server rendering (the Vite dev server) the app draws itself, in the saved language.
  await preloadPage(window.location.pathname);
  const language = savedLanguage(window.localStorage) ?? parseLanguage(document.documentElement.lang) ?? 'en';
  const messages = await loadMessages(language);
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <PublicApp language={language} messages={messages} data={new PageData({}, fetchAnswer)} />
      </BrowserRouter>
    </StrictMode>,
  );
}

void start();
