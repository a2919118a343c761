import { rng } from './art.ts';

/** A shop front: awning, windows with displays, door. No text. */
export function shopfrontSvg(seed: number): string {
  const r = rng(seed);
  const awning = ['#00053e', '#1d2b6b', '#3b1d2e', '#0b3d2e'][Math.floor(r() * 4)];
  const stripes = Array.from({ length: 10 }, (_, i) => `<rect x="${80 + i * 64}" y="120" width="32" height="70" fill="#c9a96e" fill-opacity=".85"/>`).join('');
  const gems = Array.from({ length: 6 }, (_, i) => {
    const x = 150 + (i % 3) * 70 + (i >= 3 ? 380 : 0);
    return `<circle cx="${x}" cy="${330 + r() * 30}" r="${10 + r() * 8}" fill="${['#9bd3f5', '#ff8fb1', '#b7e4c7', '#f7e3a1'][i % 4]}"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500" width="800" height="500">
<rect width="800" height="500" fill="#f4efe6"/><rect x="60" y="100" width="680" height="400" fill="#ffffff" stroke="#d8d1c4" stroke-width="4"/>
<rect x="60" y="100" width="680" height="90" fill="${awning}"/>${stripes}
<rect x="110" y="240" width="230" height="180" fill="#e9eef5" stroke="#c9a96e" stroke-width="6"/>
<rect x="460" y="240" width="230" height="180" fill="#e9eef5" stroke="#c9a96e" stroke-width="6"/>
<rect x="360" y="250" width="80" height="250" fill="${awning}"/><circle cx="425" cy="380" r="6" fill="#c9a96e"/>${gems}
<rect x="0" y="490" width="800" height="10" fill="#cfc6b6"/></svg>`;
}

/** A brand emblem: a geometric mark on a round badge (no letters, fonts may be missing). */
export function brandEmblemSvg(seed: number, color: string): string {
  const r = rng(seed);
  const sides = 3 + Math.floor(r() * 5);
  const rot = r() * Math.PI;
  const pts = (rad: number) =>
    Array.from({ length: sides }, (_, i) => {
      const a = rot + (Math.PI * 2 * i) / sides;
      return `${200 + Math.cos(a) * rad},${200 + Math.sin(a) * rad}`;
    }).join(' ');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<rect width="400" height="400" fill="#ffffff"/><circle cx="200" cy="200" r="170" fill="none" stroke="${color}" stroke-width="10"/>
<polygon points="${pts(120)}" fill="${color}"/><polygon points="${pts(60)}" fill="#c9a96e"/>
<circle cx="200" cy="200" r="14" fill="#ffffff"/></svg>`;
}
