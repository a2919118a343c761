import QRCode from 'qrcode';
import { rng } from './art.ts';

/** A scannable QR code of `text` as SVG (module squares on white, a quiet zone of 4 modules). */
export function qrSvg(text: string, color = '#00053e'): string {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const n = qr.size;
  const size = n + 8;
  let path = '';
  for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.get(r, c)) path += `M${c + 4} ${r + 4}h1v1h-1z`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${size * 10}" height="${size * 10}" shape-rendering="crispEdges"><rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="${color}"/></svg>`;
}

/** A card-like picture for offers (a credit card on a gradient), no text. */
export function cardSvg(from: string, to: string, seed: number): string {
  const r = rng(seed);
  const dots = Array.from(
    { length: 30 },
    () => `<circle cx="${r() * 1200}" cy="${r() * 600}" r="${1 + r() * 3}" fill="#fff" fill-opacity="${0.2 + r() * 0.5}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 600" width="1200" height="600">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="c" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f7e3a1"/><stop offset=".5" stop-color="#d4a84b"/><stop offset="1" stop-color="#8a6220"/></linearGradient></defs>
<rect width="1200" height="600" fill="url(#g)"/>${dots}
<g transform="rotate(-8 600 300)"><rect x="330" y="130" width="540" height="340" rx="28" fill="url(#c)"/><rect x="390" y="230" width="80" height="60" rx="8" fill="#fff" fill-opacity=".7"/>
<rect x="390" y="370" width="300" height="18" rx="9" fill="#00053e" fill-opacity=".35"/><circle cx="770" cy="400" r="34" fill="#00053e" fill-opacity=".3"/><circle cx="810" cy="400" r="34" fill="#fff" fill-opacity=".35"/></g></svg>`;
}

/** A storefront picture for the timeline and image-text blocks: a shop front with an awning. */
export function shopfrontSvg(hue: string, seed: number): string {
  const r = rng(seed);
  const stripes = Array.from({ length: 10 }, (_, i) => `<rect x="${100 + i * 60}" y="120" width="30" height="90" fill="#fff" fill-opacity=".85"/>`).join('');
  const windows = Array.from(
    { length: 3 },
    (_, i) => `<rect x="${150 + i * 180}" y="260" width="140" height="170" rx="6" fill="#f7e3a1" fill-opacity="${0.5 + r() * 0.4}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 600" width="800" height="600">
<rect width="800" height="600" fill="#f6f1ea"/><rect x="80" y="100" width="640" height="420" fill="${hue}"/>${stripes}${windows}
<rect x="0" y="520" width="800" height="80" fill="#d8d1c4"/></svg>`;
}

/** A simple poster for an image popup (the Weibo account's picture), no text. */
export function posterSvg(seed: number): string {
  const r = rng(seed);
  const rings = Array.from(
    { length: 6 },
    (_, i) => `<circle cx="300" cy="300" r="${60 + i * 35}" fill="none" stroke="#c9a96e" stroke-opacity="${0.9 - i * 0.13}" stroke-width="${2 + r() * 4}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600"><rect width="600" height="600" fill="#00053e"/>${rings}<circle cx="300" cy="300" r="40" fill="#c9a96e"/></svg>`;
}
