import { useScreenMode } from '../../lib/screen.ts';
import type { BlockRendererProps } from '../types.ts';

/** Empty space; on phones its height is corrected by the setting, never below zero. */
export function PlaceholderBlock({ props }: BlockRendererProps<'placeholder'>) {
  const mode = useScreenMode();
  const height = Math.max(0, props.height + (mode === 'mobile' ? props.mobileCorrection : 0));
  return <div aria-hidden="true" style={{ height, background: props.backgroundColor }} />;
}
