/**
 * Pictures for the demo pages (home pages, about, terms): promotion tiles, category icons, the
 * workshop and the shop front. Drawn as SVG like art.ts, with no text inside (captions are HTML).
 */
import { jewelSvg, rng, type JewelKind, type Metal } from './art.ts';

const METAL_FILL: Record<Metal, [string, string]> = {
  gold: ['#f7e3a1', '#b8893a'],
  rose: ['#f9d5c8', '#b97a66'],
  white: ['#ffffff', '#9aa1ad'],
  jade: ['#d8f3dc', '#2d6a4f'],
};

/** A light promotion tile: a soft backdrop with arches or rays and a piece of jewellery. */
export function tileSvg(opts: {
  width: number;
  height: number;
  backdrop: [string, string];
  kind: JewelKind;
  metal: Metal;
  gem: string;
  seed: number;
  pattern?: 'arches' | 'rays' | 'dots';
  /** Where the piece sits across the tile (0–1). */
  at?: number;
}): string {
  const { width: w, height: h } = opts;
  const r = rng(opts.seed);
  const [a, b] = opts.backdrop;
  let pattern: string;
  if (opts.pattern === 'arches') {
    pattern = Array.from({ length: 5 }, (_, i) => {
      const x = (w / 5) * i + w / 10;
      return `<path d="M${x - w / 14} ${h} V${h * 0.45} a${w / 14} ${w / 14} 0 0 1 ${w / 7} 0 V${h}" fill="#fff" fill-opacity="${0.08 + r() * 0.1}"/>`;
    }).join('');
  } else if (opts.pattern === 'rays') {
    pattern = Array.from({ length: 14 }, (_, i) => {
      const ang = (Math.PI * i) / 13;
      return `<line x1="${w / 2}" y1="${h * 1.1}" x2="${w / 2 + Math.cos(ang) * w}" y2="${h * 1.1 - Math.sin(ang) * w}" stroke="#fff" stroke-opacity=".18" stroke-width="${2 + r() * 6}"/>`;
    }).join('');
  } else {
    pattern = Array.from(
      { length: 60 },
      () => `<circle cx="${r() * w}" cy="${r() * h}" r="${1 + r() * 2.5}" fill="#fff" fill-opacity="${0.3 + r() * 0.5}"/>`,
    ).join('');
  }
  const size = Math.min(w, h) * 0.9;
  const cx = w * (opts.at ?? 0.5);
  const piece = jewelSvg({ kind: opts.kind, metal: opts.metal, gem: opts.gem, backdrop: b, seed: opts.seed })
    .replace(/^[\s\S]*?<rect width="800" height="800" fill="url\(#bg\)"\/>/, '')
    .replace(/<\/svg>$/, '');
  const [m1, m2] = METAL_FILL[opts.metal];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="tbg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${m1}"/><stop offset="1" stop-color="${m2}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#tbg)"/>${pattern}
<ellipse cx="${cx}" cy="${h * 0.5}" rx="${size * 0.48}" ry="${size * 0.48}" fill="#fff" fill-opacity=".22"/>
<g transform="translate(${cx - size / 2} ${h / 2 - size / 2}) scale(${size / 800})">${piece}</g></svg>`;
}

/** A square category icon: one piece on a warm paper backdrop. */
export const categoryIconSvg = (kind: JewelKind, metal: Metal, gem: string, seed: number) => jewelSvg({ kind, metal, gem, seed, backdrop: '#efe6d6' });

/** The workshop: a bench lamp over a bench, tools and a ring on a mandrel. */
export function workshopSvg(seed: number, width = 1600, height = 900): string {
  const r = rng(seed);
  const w = width;
  const h = height;
  const motes = Array.from(
    { length: 30 },
    () => `<circle cx="${w * 0.3 + r() * w * 0.4}" cy="${r() * h * 0.6}" r="${1 + r() * 2}" fill="#fff6d8" fill-opacity="${0.3 + r() * 0.5}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#1d2b6b"/><stop offset="1" stop-color="#00053e"/></linearGradient>
<radialGradient id="light" cx=".5" cy=".2" r=".6"><stop offset="0" stop-color="#fff3c4" stop-opacity=".75"/><stop offset="1" stop-color="#fff3c4" stop-opacity="0"/></radialGradient>
<linearGradient id="wood" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#8a5a3b"/><stop offset="1" stop-color="#4a2c1a"/></linearGradient>
<linearGradient id="metal" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7e3a1"/><stop offset=".5" stop-color="#d4a84b"/><stop offset="1" stop-color="#8a6220"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#wall)"/>
<path d="M${w * 0.5} 0 L${w * 0.18} ${h * 0.7} L${w * 0.82} ${h * 0.7} Z" fill="url(#light)"/>${motes}
<path d="M${w * 0.44} 0 v${h * 0.06} h${w * 0.12} v-${h * 0.06}" fill="#2b2d42"/><ellipse cx="${w * 0.5}" cy="${h * 0.07}" rx="${w * 0.08}" ry="${h * 0.03}" fill="#c9a96e"/>
<rect x="0" y="${h * 0.68}" width="${w}" height="${h * 0.32}" fill="url(#wood)"/><rect x="0" y="${h * 0.68}" width="${w}" height="${h * 0.02}" fill="#c08a5a"/>
<path d="M${w * 0.36} ${h * 0.68} L${w * 0.41} ${h * 0.4} L${w * 0.44} ${h * 0.4} L${w * 0.42} ${h * 0.68} Z" fill="#9aa1ad"/>
<ellipse cx="${w * 0.415}" cy="${h * 0.52}" rx="${w * 0.035}" ry="${h * 0.035}" fill="none" stroke="url(#metal)" stroke-width="${h * 0.015}"/>
<rect x="${w * 0.55}" y="${h * 0.62}" width="${w * 0.2}" height="${h * 0.012}" rx="4" fill="#c9ced6" transform="rotate(-8 ${w * 0.65} ${h * 0.62})"/>
<rect x="${w * 0.6}" y="${h * 0.655}" width="${w * 0.16}" height="${h * 0.01}" rx="4" fill="#b08d57"/>
<circle cx="${w * 0.7}" cy="${h * 0.6}" r="${h * 0.03}" fill="#7fd1ff" stroke="#fff" stroke-opacity=".6" stroke-width="3"/>
<circle cx="${w * 0.28}" cy="${h * 0.64}" r="${h * 0.02}" fill="#ff8fb1"/><circle cx="${w * 0.25}" cy="${h * 0.655}" r="${h * 0.014}" fill="#b7e4c7"/></svg>`;
}

/** A shop front: arched windows with lit display cases under a navy awning. */
export function shopFrontSvg(seed: number, width = 1600, height = 900): string {
  const r = rng(seed);
  const w = width;
  const h = height;
  const windows = [0.12, 0.41, 0.7]
    .map((x) => {
      const wx = w * x;
      const ww = w * 0.18;
      const sparkle = Array.from(
        { length: 8 },
        () =>
          `<circle cx="${wx + r() * ww}" cy="${h * 0.45 + r() * h * 0.2}" r="${2 + r() * 4}" fill="${['#7fd1ff', '#ff8fb1', '#f7e3a1', '#b7e4c7'][Math.floor(r() * 4)]}"/>`,
      ).join('');
      return `<path d="M${wx} ${h * 0.78} V${h * 0.42} a${ww / 2} ${ww / 2} 0 0 1 ${ww} 0 V${h * 0.78} Z" fill="#fff8e7" stroke="#c9a96e" stroke-width="8"/>
<rect x="${wx + ww * 0.1}" y="${h * 0.62}" width="${ww * 0.8}" height="${h * 0.06}" fill="#00053e" fill-opacity=".15"/>${sparkle}`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<rect width="${w}" height="${h}" fill="#f3ede2"/><rect y="${h * 0.16}" width="${w}" height="${h * 0.7}" fill="#e9e0cf"/>
<rect y="${h * 0.1}" width="${w}" height="${h * 0.12}" fill="#00053e"/><rect y="${h * 0.22}" width="${w}" height="${h * 0.015}" fill="#c9a96e"/>
${windows}<rect y="${h * 0.86}" width="${w}" height="${h * 0.14}" fill="#d8cdb8"/></svg>`;
}
