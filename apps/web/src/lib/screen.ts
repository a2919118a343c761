import { useSyncExternalStore } from 'react';
import { BREAKPOINT } from '@shop/contract';
import { screenHint } from './ssr-env.ts';

/** pc at 767 px and wider, mobile below (core §4). */
export type ScreenMode = 'pc' | 'mobile';
export const screenModeFor = (width: number): ScreenMode => (width >= BREAKPOINT.PC_MIN_WIDTH ? 'pc' : 'mobile');
/** The navigation switches layout at 1050 px. */
export const navLayoutFor = (width: number): 'desktop' | 'mobile' => (width >= BREAKPOINT.NAV_DESKTOP_MIN_WIDTH ? 'desktop' : 'mobile');

function mediaStore(query: string) {
  return {
    subscribe(cb: () => void) {
      const mql = window.matchMedia(query);
      mql.addEventListener('change', cb);
      return () => mql.removeEventListener('change', cb);
    },
    get: () => window.matchMedia(query).matches,
  };
}
/** No window (the server render): the phone layout, which the browser then corrects after hydration. */
const noWindow = { subscribe: () => () => {}, get: () => false };
const pcStore = typeof window !== 'undefined' ? mediaStore(`(min-width: ${BREAKPOINT.PC_MIN_WIDTH}px)`) : noWindow;
const navStore = typeof window !== 'undefined' ? mediaStore(`(min-width: ${BREAKPOINT.NAV_DESKTOP_MIN_WIDTH}px)`) : noWindow;

export function useScreenMode(): ScreenMode {
  const pc = useSyncExternalStore(pcStore.subscribe, pcStore.get, () => screenHint() === 'pc');
  return pc ? 'pc' : 'mobile';
}

export function useNavLayout(): 'desktop' | 'mobile' {
  const desktop = useSyncExternalStore(navStore.subscribe, navStore.get, () => screenHint() === 'pc');
  return desktop ? 'desktop' : 'mobile';
}
