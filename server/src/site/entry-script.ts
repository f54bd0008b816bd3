import { createHash } from 'node:crypto';
import { PUBLIC_API } from '@portfolio/shared/public-api-paths';

/*
 * The page's own script is asked for once its first photo is on screen. Requested with the page,
 * even at low priority, it shared a phone's connection with that photo and held back the largest
 * paint (Lighthouse's simulation of a slow line counts every request that starts before it). The
 * built index.html's module script and module preloads become <meta name="app-script"> and
 * <meta name="app-preload">, which ENTRY_SCRIPT turns back into elements once the photo is on
 * screen: when the browser reports it as the largest paint (a frame after its decoding could
 * still come before that paint, and then the script counted in the simulation), or 300 ms after
 * it is decoded if it is not the largest; without that report, the frame after its decoding; at
 * the latest after 1.5 s, as the app waits no longer either. A page without a first photo asks for
 * it the frame after its first paint: asked for at once, its evaluation could come before that
 * paint, and the simulation then put the whole script before the first text (+0.5 s, now and then).
 *
 * A page whose first screen needs no script (the home page: its hero, links, menus and language
 * switcher are plain HTML) says <meta name="app-start" content="interaction"> before this script
 * (see APP_START_META). Its app, React and all (about 80 KB gzip), starts at the visitor's first
 * interaction instead: a touch, a key, the wheel, a scroll, a focus or a move of the mouse
 * (Lighthouse and crawlers make none), or when an element of the page says it needs the app in
 * `data-app-needed-in` ms after the first photo (the hero's slideshow, before its next slide; it
 * stands still for a visitor who asks for less motion). Nothing is lost meanwhile:
 * the loader counts the page view itself (the request of web/src/lib/beacon.ts; the app then does
 * not count it again, see `data-counted`), a click on a button is held and made again on the
 * same button once the app has hydrated (<html data-hydrated="true">), and photos are kept from the
 * context menu and dragging as the app keeps them. Links work natively.
 */
export const ENTRY_SCRIPT = [
  "(function(){var d=document,w=window,h=d.documentElement,started=false,isReady=false,counted=false,held=null,",
  `lazy=!!d.querySelector('meta[name="app-start"][content="interaction"]'),kinds=['pointerdown','touchstart','keydown','wheel','scroll','focusin','pointermove'];`,
  `function add(name,make){var m=d.querySelectorAll('meta[name="'+name+'"]');for(var i=0;i<m.length;i++){var e=make(m[i].content);e.crossOrigin='anonymous';d.head.appendChild(e)}}`,
  "function start(){if(started)return;started=true;if(lazy){count();for(var i=0;i<kinds.length;i++)w.removeEventListener(kinds[i],touched,true)}",
  "add('app-preload',function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;return l});add('app-script',function(u){var s=d.createElement('script');s.type='module';s.src=u;return s})}",
  // The page view, as the app's beacon sends it (nothing when the browser asks not to be tracked).
  "function count(){if(counted)return;counted=true;var n=navigator,v={type:'pageview',path:location.pathname,language:h.lang},r=d.referrer;",
  "if(n.doNotTrack==='1'||n.globalPrivacyControl===true||!n.sendBeacon)return;if(r&&r.indexOf(location.origin+'/')!==0)v.referrer=r;",
  `if(n.sendBeacon('${PUBLIC_API.events}',JSON.stringify({events:[v]})))h.setAttribute('data-counted',v.path)}`,
  "function touched(e){if(e.type!=='pointermove'||e.pointerType==='mouse')start()}",
  // The app's image protection (web/src/lib/image-protection.ts), until it runs.
  "function guard(e){var t=e.target;if(t.closest&&t.closest('img, picture, video, [data-protected]')&&!d.querySelector('[data-unprotected]'))e.preventDefault()}",
  "function hold(e){var b=e.target.closest&&e.target.closest('button');if(!b||b.disabled||e.button||e.ctrlKey||e.metaKey||e.shiftKey||e.altKey)return;e.preventDefault();e.stopPropagation();held=b;start()}",
  // The first photo is on screen: the web fonts may come (theme.css), then the app.
  "function ready(){if(isReady)return;isReady=true;h.classList.add('web-fonts');if(!lazy){start();return}count();var s=d.querySelector('[data-app-needed-in]');if(s&&!(w.matchMedia&&w.matchMedia('(prefers-reduced-motion: reduce)').matches))setTimeout(start,+s.getAttribute('data-app-needed-in'))}",
  "function shown(){requestAnimationFrame(function(){setTimeout(ready,0)})}",
  `function wait(){var p=d.querySelector('#root img[fetchpriority="high"]');setTimeout(ready,1500);if(!p){shown();return}var P=window.PerformanceObserver,lcp=!!P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0;`,
  "if(lcp)new P(function(l){var e=l.getEntries();for(var i=0;i<e.length;i++)if(e[i].element===p)setTimeout(ready,0)}).observe({type:'largest-contentful-paint',buffered:true});p.decode().then(function(){if(lcp)setTimeout(ready,300);else shown()},shown)}",
  "var guarded=['contextmenu','dragstart','selectstart'];if(lazy){for(var i=0;i<kinds.length;i++)w.addEventListener(kinds[i],touched,{capture:true,passive:true});d.addEventListener('click',hold,true);for(i=0;i<3;i++)d.addEventListener(guarded[i],guard);",
  "new MutationObserver(function(x,o){if(h.getAttribute('data-hydrated')!=='true')return;o.disconnect();d.removeEventListener('click',hold,true);for(var i=0;i<3;i++)d.removeEventListener(guarded[i],guard);if(held){var b=held;held=null;b.click()}}).observe(h,{attributes:true,attributeFilter:['data-hydrated']})}",
  "if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',wait);else wait()})()",
].join('');

/** The Content-Security-Policy source that allows ENTRY_SCRIPT inline. */
export const ENTRY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(ENTRY_SCRIPT).digest('base64')}'`;

/** Written into the head of a page whose app starts at the visitor's first interaction (read by ENTRY_SCRIPT). */
export const APP_START_META = '<meta name="app-start" content="interaction">';

/** The built page's module script and preloads as hints ENTRY_SCRIPT reads, and ENTRY_SCRIPT itself. */
export function deferEntry(template: string): string {
  let first = true;
  return template
    .replace(/<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_, href: string) => `<meta name="app-preload" content="${href}">`)
    .replace(/<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_, src: string) => {
      const loader = first ? `<script>${ENTRY_SCRIPT}</script>` : '';
      first = false;
      return `<meta name="app-script" content="${src}">${loader}`;
    });
}
