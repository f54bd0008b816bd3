/**
 * Procedural nature scenes as SVG, drawn by the project itself (nothing is downloaded). Every
 * scene is deterministic for a seed, so the same demo photo always has the same bytes (and the
 * same content-addressed URLs). Only gradients, paths and circles: no filters, which keep
 * librsvg slow at 2400 px.
 */

export type SceneKind = 'aurora' | 'mountains' | 'seaice' | 'nightsky' | 'fjord' | 'polarbear' | 'reindeer' | 'whale' | 'eagle' | 'waterfall';

/** Small fast PRNG (mulberry32). */
export function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type R = () => number;
const f = (n: number) => n.toFixed(1);

/** A ridge line by midpoint displacement, closed to the bottom of the picture. */
function ridge(r: R, w: number, h: number, base: number, rough: number, steps = 7): string {
  let pts: number[] = [base + (r() - 0.5) * rough, base + (r() - 0.5) * rough];
  let spread = rough;
  for (let s = 0; s < steps; s++) {
    const next: number[] = [];
    for (let i = 0; i < pts.length - 1; i++) next.push(pts[i]!, (pts[i]! + pts[i + 1]!) / 2 + (r() - 0.5) * spread);
    next.push(pts.at(-1)!);
    pts = next;
    spread *= 0.55;
  }
  const dx = w / (pts.length - 1);
  return `M0 ${h} ${pts.map((y, i) => `L${f(i * dx)} ${f(Math.min(h, Math.max(0, y)))}`).join(' ')} L${w} ${h} Z`;
}

function stars(r: R, w: number, h: number, n: number, maxY: number): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const rad = r() < 0.93 ? 0.6 + r() * 1.1 : 1.6 + r() * 1.6;
    out += `<circle cx="${f(r() * w)}" cy="${f(r() * maxY)}" r="${f((rad * w) / 2400)}" fill="#fff" opacity="${(0.35 + r() * 0.65).toFixed(2)}"/>`;
  }
  return out;
}

const sky = (id: string, stops: [number, string][]) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">${stops.map(([o, c]) => `<stop offset="${o}" stop-color="${c}"/>`).join('')}</linearGradient>`;

function aurora(r: R, w: number, h: number, hue: 'green' | 'purple'): string {
  const c1 = hue === 'green' ? '#5dff9a' : '#c07bff';
  const c2 = hue === 'green' ? '#2bd1a0' : '#ff7bd5';
  let bands = '';
  for (let b = 0; b < 4; b++) {
    const y0 = h * (0.18 + r() * 0.25);
    const amp = h * (0.05 + r() * 0.12);
    const thick = h * (0.08 + r() * 0.14);
    const phase = r() * Math.PI * 2;
    const k = 1.2 + r() * 2;
    let top = '';
    let bottom = '';
    for (let i = 0; i <= 24; i++) {
      const x = (i / 24) * w;
      const y = y0 + Math.sin(phase + (i / 24) * Math.PI * k) * amp;
      top += `${i ? 'L' : 'M'}${f(x)} ${f(y)} `;
      bottom = `L${f(x)} ${f(y + thick * (0.6 + 0.4 * Math.sin(i + phase)))} ` + bottom;
    }
    bands += `<path d="${top}${bottom}Z" fill="url(#au${b % 2})" opacity="${(0.35 + r() * 0.4).toFixed(2)}"/>`;
  }
  return `<defs><linearGradient id="au0" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${c1}" stop-opacity="0.9"/><stop offset="1" stop-color="${c2}" stop-opacity="0"/></linearGradient>
    <linearGradient id="au1" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="${c2}" stop-opacity="0.8"/><stop offset="1" stop-color="${c1}" stop-opacity="0"/></linearGradient></defs>${bands}`;
}

function bear(x: number, y: number, s: number, fill: string): string {
  // A walking polar bear in profile, unit size about 100 x 55.
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${(s / 100).toFixed(3)})" fill="${fill}">
    <path d="M5 22 C8 10 25 4 45 5 C62 6 72 10 80 14 C86 15 92 16 97 21 C99 24 96 27 92 27 L86 28 C82 30 80 33 79 37 L80 55 L72 55 L70 40 C62 42 52 42 44 41 L40 55 L32 55 L33 40 C28 39 24 38 20 36 L18 55 L10 55 L11 34 C5 31 3 27 5 22 Z"/>
    <path d="M84 55 L76 55 L76 36 L84 36 Z"/></g>`;
}

function reindeer(x: number, y: number, s: number, fill: string): string {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${(s / 100).toFixed(3)})" fill="${fill}" stroke="${fill}">
    <path d="M15 30 C20 24 45 22 62 24 C70 20 74 14 78 10 L84 12 C83 18 80 24 74 30 C72 36 70 40 66 42 L66 62 L61 62 L59 44 C48 46 36 46 26 44 L24 62 L19 62 L18 42 C12 40 11 34 15 30 Z"/>
    <path d="M79 11 L76 0 M79 11 L86 1 M76 5 L70 -2 M84 4 L91 -1 M81 7 L88 6" stroke-width="2.2" fill="none"/></g>`;
}

function whaleTail(x: number, y: number, s: number, fill: string): string {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${(s / 100).toFixed(3)})" fill="${fill}">
    <path d="M46 60 C47 45 46 35 44 28 C36 26 20 22 4 8 C18 10 34 12 46 18 L50 12 L54 18 C66 12 82 10 96 8 C80 22 64 26 56 28 C54 35 53 45 54 60 Z"/></g>`;
}

function eagle(x: number, y: number, s: number, fill: string): string {
  return `<g transform="translate(${f(x)} ${f(y)}) scale(${(s / 100).toFixed(3)})" fill="${fill}">
    <path d="M0 20 C15 12 30 10 44 16 L48 12 C50 10 52 10 54 12 L58 16 C72 10 86 12 100 20 C88 20 74 22 60 26 L56 34 L52 38 L48 34 L44 26 C30 22 14 20 0 20 Z"/></g>`;
}

function spruce(r: R, x: number, base: number, hgt: number, fill: string): string {
  const w = hgt * (0.28 + r() * 0.1);
  let d = '';
  for (let t = 0; t < 4; t++) {
    const top = base - hgt + (t * hgt) / 5;
    const bot = base - hgt + ((t + 1.6) * hgt) / 5;
    const ww = (w * (t + 1)) / 4;
    d += `M${f(x)} ${f(top)} L${f(x + ww / 2)} ${f(bot)} L${f(x - ww / 2)} ${f(bot)} Z `;
  }
  return `<path d="${d}M${f(x - w * 0.05)} ${f(base - hgt * 0.15)} h${f(w * 0.1)} v${f(hgt * 0.15)} h${f(-w * 0.1)} Z" fill="${fill}"/>`;
}

function reflection(w: number, h: number, waterY: number, id: string, top: string, bottom: string): string {
  return `<defs>${sky(id, [
    [0, top],
    [1, bottom],
  ])}</defs><rect x="0" y="${f(waterY)}" width="${w}" height="${f(h - waterY)}" fill="url(#${id})"/>`;
}

function shimmer(r: R, w: number, y0: number, y1: number, n: number, color: string): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const y = y0 + r() * (y1 - y0);
    const len = w * (0.02 + r() * 0.12);
    out += `<rect x="${f(r() * w)}" y="${f(y)}" width="${f(len)}" height="${f(1 + ((y - y0) / (y1 - y0)) * 3)}" fill="${color}" opacity="${(0.1 + r() * 0.35).toFixed(2)}"/>`;
  }
  return out;
}

/**
 * The SVG of one scene at w x h pixels. `variant` picks the light and composition (0 is the
 * scene's classic look, 1 and 2 another time of day or season), so no two demo photos look alike
 * and each matches its alt text (a green aurora is green, not left to chance).
 */
export function sceneSvg(kind: SceneKind, seed: number, w: number, h: number, variant = 0): string {
  const r = rng(seed * 7919 + kind.length);
  let body = '';
  switch (kind) {
    case 'aurora': {
      body += `<defs>${sky('s', variant === 1 ? [[0, '#07020f'], [0.6, '#1d0f3a'], [1, '#2d1f4d']] : [[0, '#02040f'], [0.6, '#0a1f3a'], [1, '#12324d']])}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
      body += stars(r, w, h, 260, h * 0.7) + aurora(r, w, h, variant === 1 ? 'purple' : 'green');
      // Variant 2: a flat lake shore instead of mountains.
      body += `<path d="${ridge(r, w, h, h * (variant === 2 ? 0.8 : 0.68), h * (variant === 2 ? 0.03 : 0.25))}" fill="#050a12"/>`;
      if (variant === 2) for (let i = 0; i < 30; i++) body += spruce(r, r() * w, h * 0.82, h * (0.04 + r() * 0.06), '#020408');
      body += reflection(w, h, h * 0.84, 'wa', '#0d2a2a', '#02060c') + shimmer(r, w, h * 0.85, h, 60, '#5dff9a');
      break;
    }
    case 'mountains': {
      // 0 last light, 1 blue winter day, 2 violet dusk.
      const warm = variant !== 1;
      body += `<defs>${sky('s', variant === 2 ? [[0, '#1b1536'], [0.5, '#7a4a7e'], [0.8, '#e49a8a']] : warm ? [[0, '#2b3a67'], [0.45, '#e8a87c'], [0.75, '#f6d6ad']] : [[0, '#6fa3d6'], [0.7, '#cfe3f3'], [1, '#eef5fb']])}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
      if (variant === 0) body += `<circle cx="${f(w * (0.2 + r() * 0.6))}" cy="${f(h * 0.5)}" r="${f(h * 0.06)}" fill="#fff4d6" opacity="0.9"/>`;
      if (variant === 2) body += stars(r, w, h, 80, h * 0.3) + `<circle cx="${f(w * 0.78)}" cy="${f(h * 0.18)}" r="${f(h * 0.03)}" fill="#fdf3e1"/>`;
      const layers = variant === 2 ? ['#6b4a6e', '#4a3556', '#2c2140', '#140f22'] : warm ? ['#8c6f8f', '#5e4d6e', '#3b3250', '#1d1a2c'] : ['#b9cde0', '#8fa9c4', '#5f7d9c', '#33495f'];
      layers.forEach((c, i) => (body += `<path d="${ridge(r, w, h, h * (0.42 + i * 0.12), h * (0.35 - i * 0.05))}" fill="${c}"/>`));
      if (!warm) body += `<path d="${ridge(r, w, h, h * 0.4, h * 0.3)}" fill="#ffffff" opacity="0.35"/>`;
      break;
    }
    case 'seaice':
    case 'polarbear': {
      // 0 pale day, 1 golden midnight sun, 2 pink midnight sun.
      const skyStops: [number, string][][] = [
        [[0, '#9ec5e6'], [0.5, '#e3eef7'], [0.52, '#bcd4e6']],
        [[0, '#f2b66b'], [0.45, '#fbe3b0'], [0.52, '#e9c99a']],
        [[0, '#c98fb4'], [0.45, '#f6cfd6'], [0.52, '#e2b9c6']],
      ];
      body += `<defs>${sky('s', skyStops[variant] ?? skyStops[0]!)}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
      if (variant > 0) body += `<circle cx="${f(w * (0.25 + r() * 0.5))}" cy="${f(h * 0.4)}" r="${f(h * 0.05)}" fill="#fff7e6" opacity="0.95"/>`;
      body += `<path d="${ridge(r, w, h, h * 0.45, h * 0.08)}" fill="${variant === 1 ? '#d9c3a3' : variant === 2 ? '#d8b8c8' : '#c9d9e8'}"/>`;
      body += `<rect y="${f(h * 0.5)}" width="${w}" height="${f(h * 0.5)}" fill="${variant === 1 ? '#3a4a5c' : variant === 2 ? '#3d3f5e' : '#1f4460'}"/>`;
      for (let i = 0; i < 28; i++) {
        const cx = r() * w;
        const cy = h * 0.52 + Math.pow(r(), 0.8) * h * 0.48;
        const sx = (w * (0.03 + r() * 0.12) * (cy / h)) | 0;
        const sy = sx * (0.12 + r() * 0.1);
        let d = '';
        for (let k = 0; k < 7; k++) {
          const a = (k / 7) * Math.PI * 2;
          d += `${k ? 'L' : 'M'}${f(cx + Math.cos(a) * sx * (0.7 + r() * 0.3))} ${f(cy + Math.sin(a) * sy * (0.7 + r() * 0.3))} `;
        }
        body += `<path d="${d}Z" fill="#f4f8fb"/><path d="${d}Z" fill="#a9c6da" opacity="0.35" transform="translate(0 ${f(sy * 0.4)})"/>`;
      }
      if (kind === 'polarbear') {
        // Variant 2 is the close encounter: a bigger bear, nearer.
        const s = w * (variant === 2 ? 0.34 : 0.16 + r() * 0.08);
        body += `<ellipse cx="${f(w * 0.5)}" cy="${f(h * 0.76)}" rx="${f(s * 1.1)}" ry="${f(s * 0.18)}" fill="#f4f8fb"/>`;
        body += bear(w * 0.5 - s / 2, h * 0.76 - s * 0.55, s, '#f3ead7') + bear(w * 0.5 - s / 2, h * 0.76 - s * 0.55, s, '#cbbf9f').replace('<g ', '<g opacity="0.25" ');
      }
      break;
    }
    case 'nightsky': {
      body += `<defs>${sky('s', [[0, '#01020a'], [0.7, '#101a3a'], [1, '#253158']])}<linearGradient id="mw" x1="0" y1="1" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="0.5" stop-color="#d8d0ff" stop-opacity="0.35"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
      if (variant === 1) {
        // A moonlit night over birches and a frozen lake, no Milky Way.
        body += stars(r, w, h, 300, h * 0.7);
        body += `<circle cx="${f(w * 0.7)}" cy="${f(h * 0.22)}" r="${f(Math.min(w, h) * 0.05)}" fill="#f4f1e4"/><circle cx="${f(w * 0.7)}" cy="${f(h * 0.22)}" r="${f(Math.min(w, h) * 0.12)}" fill="#f4f1e4" opacity="0.08"/>`;
        body += `<path d="${ridge(r, w, h, h * 0.7, h * 0.05)}" fill="#0b1020"/>`;
        body += reflection(w, h, h * 0.74, 'ice', '#2a3554', '#0c1226') + shimmer(r, w, h * 0.75, h, 50, '#f4f1e4');
        for (let i = 0; i < 34; i++) {
          const x = r() * w;
          body += `<rect x="${f(x)}" y="${f(h * (0.55 + r() * 0.1))}" width="${f(w * 0.003)}" height="${f(h * 0.2)}" fill="#d9dde6" opacity="0.55"/>`;
        }
        break;
      }
      body += `<path d="M${f(w * 0.1)} ${h} L${f(w * 0.75)} 0 L${f(w * 0.98)} 0 L${f(w * 0.4)} ${h} Z" fill="url(#mw)"/>`;
      body += stars(r, w, h, 420, h * 0.85);
      body += `<path d="${ridge(r, w, h, h * 0.82, h * 0.06)}" fill="#03050b"/>`;
      for (let i = 0; i < 26; i++) body += spruce(r, r() * w, h * (0.86 + r() * 0.14), h * (0.12 + r() * 0.2), '#010204');
      break;
    }
    case 'fjord': {
      // 0 morning mist, 1 autumn slopes, 2 low cloud.
      body += `<defs>${sky('s', variant === 1 ? [[0, '#8a97a3'], [0.5, '#c9c6bd'], [1, '#e3ddd0']] : [[0, '#7d93a8'], [0.5, '#d7dee3'], [1, '#eef1f2']])}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
      const slopes = variant === 1 ? ['#8a5a2b', '#6e4420'] : ['#3c4d57', '#2f3e47'];
      const left = `M0 0 L${f(w * 0.32)} ${f(h * 0.25)} L${f(w * 0.42)} ${f(h * 0.62)} L0 ${f(h * 0.62)} Z`;
      const right = `M${w} ${f(h * 0.05)} L${f(w * 0.62)} ${f(h * 0.3)} L${f(w * 0.55)} ${f(h * 0.62)} L${w} ${f(h * 0.62)} Z`;
      body += `<path d="${ridge(r, w, h, h * 0.5, h * 0.15)}" fill="#8e9fae"/>`;
      body += `<path d="${left}" fill="${slopes[0]}"/><path d="${right}" fill="${slopes[1]}"/>`;
      body += reflection(w, h, h * 0.62, 'wa', '#93a6b5', '#2a3a46');
      body += `<path d="${left}" fill="${slopes[0]}" opacity="0.45" transform="matrix(1 0 0 -0.6 0 ${f(h * 0.62 * 1.6)})"/>`;
      body += `<path d="${right}" fill="${slopes[1]}" opacity="0.45" transform="matrix(1 0 0 -0.6 0 ${f(h * 0.62 * 1.6)})"/>`;
      body += shimmer(r, w, h * 0.63, h, 80, '#ffffff');
      body += `<rect y="${f(h * 0.45)}" width="${w}" height="${f(h * 0.1)}" fill="#ffffff" opacity="0.18"/>`;
      if (variant === 2) for (let i = 0; i < 3; i++) body += `<rect y="${f(h * (0.08 + i * 0.1))}" width="${w}" height="${f(h * 0.07)}" fill="#f3f5f6" opacity="0.55"/>`;
      break;
    }
    case 'reindeer': {
      // 0 a herd on a pink dawn, 1 one reindeer in the blue hour on an open snowfield.
      const blue = variant === 1;
      body += `<defs>${sky('s', blue ? [[0, '#1c2a4a'], [0.5, '#5f7aa6'], [0.55, '#c9d6e8'], [1, '#9fb3cf']] : [[0, '#f0b49b'], [0.5, '#f7dccb'], [0.55, '#f2f4f7'], [1, '#dde6ef']])}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
      if (blue) body += `<circle cx="${f(w * 0.22)}" cy="${f(h * 0.2)}" r="${f(Math.min(w, h) * 0.035)}" fill="#eef2fa"/>`;
      body += `<path d="${ridge(r, w, h, h * 0.5, h * 0.08)}" fill="${blue ? '#7f93b3' : '#b6c3d1'}"/>`;
      for (let i = 0; i < (blue ? 8 : 40); i++) body += spruce(r, r() * w, h * (0.55 + r() * 0.08), h * (0.08 + r() * 0.14), blue ? '#1a2236' : '#26313a');
      body += `<rect y="${f(h * 0.6)}" width="${w}" height="${f(h * 0.4)}" fill="${blue ? '#c7d3e6' : '#f4f7fa'}"/>`;
      const n = blue ? 1 : 3;
      for (let i = 0; i < n; i++) {
        const s = w * (blue ? 0.22 : 0.12 + r() * 0.06);
        body += reindeer(w * (0.15 + (i / n) * 0.6 + r() * 0.05), h * (0.62 + r() * 0.12), s, '#3b3026');
      }
      break;
    }
    case 'whale': {
      body += `<defs>${sky('s', variant === 1 ? [[0, '#3b3f6b'], [0.4, '#e9926a'], [0.55, '#f6c98f'], [0.56, '#5b4a5a'], [1, '#1d1c2c']] : [[0, '#4d6b8a'], [0.55, '#c7d3de'], [0.56, '#2b4a63'], [1, '#0e2233']])}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
      body += `<path d="${ridge(r, w, h, h * 0.52, h * 0.12)}" fill="#5d7288" transform="translate(0 ${f(-h * 0.03)})" opacity="0.8"/>`;
      body += `<rect y="${f(h * 0.56)}" width="${w}" height="${f(h * 0.44)}" fill="${variant === 1 ? '#3a3143' : '#20394d'}"/>`;
      body += shimmer(r, w, h * 0.57, h, 120, variant === 1 ? '#f6c98f' : '#dfe8ef');
      const s = w * (0.22 + r() * 0.08);
      body += whaleTail(w * (0.3 + r() * 0.3), h * 0.62, s, '#0b1720');
      body += `<ellipse cx="${f(w * 0.5)}" cy="${f(h * 0.62 + s * 0.6)}" rx="${f(s * 0.5)}" ry="${f(s * 0.05)}" fill="#ffffff" opacity="0.5"/>`;
      break;
    }
    case 'eagle': {
      if (variant === 1) {
        // Morning over the sea and low islands.
        body += `<defs>${sky('s', [[0, '#f3c9a0'], [0.6, '#fbe9d6'], [0.62, '#8fa7b8'], [1, '#4d6a80']])}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
        for (let i = 0; i < 5; i++) body += `<ellipse cx="${f(r() * w)}" cy="${f(h * 0.62)}" rx="${f(w * (0.05 + r() * 0.1))}" ry="${f(h * 0.025)}" fill="#3f4f3a"/>`;
        body += shimmer(r, w, h * 0.64, h, 90, '#fbe9d6');
      } else {
        body += `<defs>${sky('s', [[0, '#5b86b0'], [1, '#dfe9f1']])}</defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
        body += `<path d="${ridge(r, w, h, h * 0.7, h * 0.2)}" fill="#41556a"/><path d="${ridge(r, w, h, h * 0.85, h * 0.1)}" fill="#233240"/>`;
      }
      body += eagle(w * (0.3 + r() * 0.3), h * (0.2 + r() * 0.15), w * (0.22 + r() * 0.1), '#2a211a');
      break;
    }
    case 'waterfall': {
      body += `<defs>${sky('s', variant === 1 ? [[0, '#c8d2c0'], [1, '#eef0e6']] : [[0, '#8aa0ad'], [1, '#d5dde0']])}<linearGradient id="wf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#cfe2ea"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#s)"/>`;
      body += `<path d="${ridge(r, w, h, h * 0.3, h * 0.1)}" fill="${variant === 1 ? '#5f8a45' : '#4e5f4a'}"/>`;
      body += `<rect x="${f(w * 0.44)}" y="${f(h * 0.3)}" width="${f(w * 0.12)}" height="${f(h * 0.45)}" fill="url(#wf)"/>`;
      body += shimmer(r, w * 0.12, h * 0.3, h * 0.75, 50, '#9fb8c4').replace(/x="/g, `transform="translate(${f(w * 0.44)} 0)" x="`);
      body += `<path d="M0 ${f(h * 0.55)} L${f(w * 0.44)} ${f(h * 0.3)} L${f(w * 0.44)} ${h} L0 ${h} Z" fill="${variant === 1 ? '#3f6b2e' : '#2f3b2c'}"/><path d="M${w} ${f(h * 0.5)} L${f(w * 0.56)} ${f(h * 0.3)} L${f(w * 0.56)} ${h} L${w} ${h} Z" fill="${variant === 1 ? '#35592a' : '#283325'}"/>`;
      body += `<ellipse cx="${f(w * 0.5)}" cy="${f(h * 0.78)}" rx="${f(w * 0.25)}" ry="${f(h * 0.06)}" fill="#ffffff" opacity="0.6"/>`;
      body += reflection(w, h, h * 0.8, 'wa', '#6f8d96', '#26383d');
      break;
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;
}
