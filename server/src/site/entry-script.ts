import { createHash } from 'node:crypto';

/*
 * The page's own script is asked for once its first photo is on screen. Requested with the page,
 * even at low priority, it shared a phone's connection with that photo and held back the largest
 * paint (Lighthouse's simulation of a slow line counts every request that starts before it). The
 * built index.html's module script and module preloads become <meta name="app-script"> and
 * <meta name="app-preload">, which ENTRY_SCRIPT turns back into elements once the photo is on
 * screen: when the browser reports it as the largest paint (a frame after its decoding could
 * still come before that paint, and then the script counted in the simulation), or 300 ms after
 * it is decoded if it is not the largest; without that report, the frame after its decoding; at
 * the latest after 1.5 s, as the app waits no longer either.
 */
export const ENTRY_SCRIPT = `(function(){var d=document,started=false;function add(name,make){var m=d.querySelectorAll('meta[name="'+name+'"]');for(var i=0;i<m.length;i++){var e=make(m[i].content);e.crossOrigin='anonymous';d.head.appendChild(e)}}function start(){if(started)return;started=true;add('app-preload',function(u){var l=d.createElement('link');l.rel='modulepreload';l.href=u;return l});add('app-script',function(u){var s=d.createElement('script');s.type='module';s.src=u;return s})}function shown(){requestAnimationFrame(function(){setTimeout(start,0)})}function wait(){var p=d.querySelector('#root img[fetchpriority="high"]');setTimeout(start,1500);if(!p){start();return}var P=window.PerformanceObserver,lcp=!!P&&(P.supportedEntryTypes||[]).indexOf('largest-contentful-paint')>=0;if(lcp)new P(function(l){var e=l.getEntries();for(var i=0;i<e.length;i++)if(e[i].element===p)setTimeout(start,0)}).observe({type:'largest-contentful-paint',buffered:true});p.decode().then(function(){if(lcp)setTimeout(start,300);else shown()},shown)}if(d.readyState==='loading')d.addEventListener('DOMContentLoaded',wait);else wait()})()`;

/** The Content-Security-Policy source that allows ENTRY_SCRIPT inline. */
export const ENTRY_SCRIPT_HASH = `'sha256-${createHash('sha256').update(ENTRY_SCRIPT).digest('base64')}'`;

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
