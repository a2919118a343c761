import { MAP_ZOOM } from '@shop/contract';

export type MapProvider = 'google' | 'baidu';

/**
 * Embed and open addresses of a shop's position at zoom 17 (blocks §9). Google takes WGS-84, Baidu its
 * own BD-09 coordinates, both stored per shop.
 */
export function mapUrls(provider: MapProvider, lat: number, lng: number, title: string) {
  const q = `${lat},${lng}`;
  if (provider === 'google') {
    return {
      embed: `https://maps.google.com/maps?q=${encodeURIComponent(q)}&z=${MAP_ZOOM}&output=embed`,
      open: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(q)}`,
    };
  }
  const marker = `https://api.map.baidu.com/marker?location=${encodeURIComponent(q)}&title=${encodeURIComponent(title)}&content=${encodeURIComponent(title)}&zoom=${MAP_ZOOM}&output=html&src=webapp.jadeharbour.storefront`;
  return { embed: marker, open: marker };
}
