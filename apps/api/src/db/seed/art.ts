/**
 * Demo pictures drawn as SVG, so the seed needs no network and no binary assets. No text is drawn in
 * them (a fresh machine may lack CJK fonts): captions are HTML over the image.
 */

export type JewelKind = 'ring' | 'necklace' | 'earrings' | 'bracelet' | 'watch' | 'pendant' | 'bangle' | 'brooch';
export type Metal = 'gold' | 'rose' | 'white' | 'jade';

const METALS: Record<Metal, [string, string, string]> = {
  gold: ['#f7e3a1', '#d4a84b', '#8a6220'],
  rose: ['#f9d5c8', '#d99a86', '#8f5443'],
  white: ['#ffffff', '#c9ced6', '#7d8594'],
  jade: ['#d8f3dc', '#52b788', '#1b4332'],
};

/** A small deterministic generator so the same seed draws the same picture. */
export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

function metalGradient(id: string, metal: Metal) {
  const [a, b, c] = METALS[metal];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset=".5" stop-color="${b}"/><stop offset="1" stop-color="${c}"/></linearGradient>`;
}

function gem(cx: number, cy: number, r: number, color: string) {
  const p = (k: number, a: number) => `${cx + Math.cos(a) * r * k},${cy + Math.sin(a) * r * k}`;
  const pts = Array.from({ length: 8 }, (_, i) => p(1, (Math.PI / 4) * i)).join(' ');
  const inner = Array.from({ length: 8 }, (_, i) => p(0.55, (Math.PI / 4) * i + Math.PI / 8)).join(' ');
  return `<polygon points="${pts}" fill="${color}" stroke="#ffffff" stroke-opacity=".7" stroke-width="${r / 10}"/>
<polygon points="${inner}" fill="#ffffff" fill-opacity=".35"/>
<circle cx="${cx - r * 0.3}" cy="${cy - r * 0.35}" r="${r * 0.15}" fill="#fff" fill-opacity=".9"/>`;
}

function jewel(kind: JewelKind, metal: Metal, gemColor: string) {
  const m = 'url(#metal)';
  switch (kind) {
    case 'ring':
      return `<ellipse cx="400" cy="470" rx="180" ry="165" fill="none" stroke="${m}" stroke-width="44"/>${gem(400, 285, 78, gemColor)}`;
    case 'bangle':
      return `<ellipse cx="400" cy="420" rx="250" ry="200" fill="none" stroke="${m}" stroke-width="52"/><ellipse cx="400" cy="420" rx="250" ry="200" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>`;
    case 'necklace': {
      const beads = Array.from({ length: 23 }, (_, i) => {
        const a = Math.PI * (0.1 + (0.8 * i) / 22);
        return `<circle cx="${400 + Math.cos(a) * 260}" cy="${170 + Math.sin(a) * 330}" r="12" fill="${m}"/>`;
      }).join('');
      return `${beads}${gem(400, 560, 70, gemColor)}`;
    }
    case 'pendant':
      return `<path d="M170 120 Q400 520 630 120" fill="none" stroke="${m}" stroke-width="10"/><circle cx="400" cy="330" r="16" fill="${m}"/>${gem(400, 450, 105, gemColor)}`;
    case 'earrings':
      return [280, 520]
        .map(
          (x) =>
            `<circle cx="${x}" cy="230" r="26" fill="none" stroke="${m}" stroke-width="12"/><line x1="${x}" y1="256" x2="${x}" y2="380" stroke="${m}" stroke-width="10"/>${gem(x, 470, 80, gemColor)}`,
        )
        .join('');
    case 'bracelet': {
      const links = Array.from({ length: 11 }, (_, i) => {
        const a = (Math.PI * 2 * i) / 11;
        return `<ellipse cx="${400 + Math.cos(a) * 240}" cy="${400 + Math.sin(a) * 150}" rx="46" ry="30" fill="none" stroke="${m}" stroke-width="14" transform="rotate(${(a * 180) / Math.PI} ${400 + Math.cos(a) * 240} ${400 + Math.sin(a) * 150})"/>`;
      }).join('');
      return `${links}${gem(400, 550, 46, gemColor)}`;
    }
    case 'brooch': {
      const petals = Array.from(
        { length: 6 },
        (_, i) => `<ellipse cx="400" cy="290" rx="62" ry="120" fill="${m}" transform="rotate(${i * 60} 400 400)"/>`,
      ).join('');
      return `${petals}${gem(400, 400, 70, gemColor)}`;
    }
    case 'watch':
      return `<rect x="330" y="60" width="140" height="680" rx="40" fill="${metal === 'white' ? '#2b2d42' : '#5c3d2e'}"/>
<circle cx="400" cy="400" r="190" fill="${m}"/><circle cx="400" cy="400" r="160" fill="${gemColor}"/>
${Array.from({ length: 12 }, (_, i) => {
  const a = (Math.PI * 2 * i) / 12;
  return `<line x1="${400 + Math.cos(a) * 130}" y1="${400 + Math.sin(a) * 130}" x2="${400 + Math.cos(a) * 148}" y2="${400 + Math.sin(a) * 148}" stroke="#fff" stroke-width="${i % 3 ? 4 : 9}"/>`;
}).join('')}
<line x1="400" y1="400" x2="400" y2="300" stroke="#fff" stroke-width="10" stroke-linecap="round"/><line x1="400" y1="400" x2="480" y2="430" stroke="#fff" stroke-width="7" stroke-linecap="round"/><circle cx="400" cy="400" r="12" fill="${m}"/>`;
  }
}

/** A square product picture: a piece on a soft backdrop. */
export function jewelSvg(opts: { kind: JewelKind; metal: Metal; gem: string; backdrop?: string; seed?: number }): string {
  const r = rng(opts.seed ?? 7);
  const bg = opts.backdrop ?? ['#f6f1ea', '#eef1f6', '#f3eef6', '#eef6f1'][Math.floor(r() * 4)];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 800" width="800" height="800">
<defs>${metalGradient('metal', opts.metal)}<radialGradient id="bg" cx=".5" cy=".45" r=".7"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${bg}"/></radialGradient></defs>
<rect width="800" height="800" fill="url(#bg)"/><ellipse cx="400" cy="720" rx="260" ry="26" fill="#000" fill-opacity=".06"/>
${jewel(opts.kind, opts.metal, opts.gem)}</svg>`;
}

/** A wide banner: a deep gradient with scattered sparkles and a large piece to one side. */
export function bannerSvg(opts: {
  from: string;
  to: string;
  kind: JewelKind;
  metal: Metal;
  gem: string;
  seed: number;
  width?: number;
  height?: number;
}): string {
  const w = opts.width ?? 1600;
  const h = opts.height ?? 640;
  const r = rng(opts.seed);
  const sparkles = Array.from(
    { length: 40 },
    () => `<circle cx="${r() * w}" cy="${r() * h}" r="${1 + r() * 3}" fill="#fff" fill-opacity="${0.2 + r() * 0.6}"/>`,
  ).join('');
  const scale = (h / 800) * 0.95;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}">
<defs>${metalGradient('metal', opts.metal)}<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${opts.from}"/><stop offset="1" stop-color="${opts.to}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${sparkles}
<circle cx="${w * 0.72}" cy="${h / 2}" r="${h * 0.42}" fill="#fff" fill-opacity=".06"/>
<g transform="translate(${w * 0.72 - 400 * scale} ${h / 2 - 400 * scale}) scale(${scale})">${jewel(opts.kind, opts.metal, opts.gem)}</g></svg>`;
}

/** A plain logo mark: a gem in a ring, for the header and footer. */
export function logoSvg(color = '#00053e'): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">
<defs>${metalGradient('metal', 'gold')}</defs><rect width="120" height="120" rx="24" fill="${color}"/>
<circle cx="60" cy="66" r="32" fill="none" stroke="url(#metal)" stroke-width="8"/>${gem(60, 34, 16, '#9bd3f5')}</svg>`;
}
