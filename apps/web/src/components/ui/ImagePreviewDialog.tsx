import { lazy, Suspense, type ComponentProps } from 'react';
import type { ImagePreviewView } from './ImagePreviewView.tsx';

const View = lazy(() => import('./ImagePreviewView.tsx').then((m) => ({ default: m.ImagePreviewView })));

/**
 * The image preview (components/ui/ImagePreviewView.tsx), loaded when a visitor first opens one: it is
 * never part of a page's first screen, so its script stays out of every page's start (decision 160).
 */
export function ImagePreviewDialog(props: ComponentProps<typeof ImagePreviewView>) {
  return (
    <Suspense fallback={null}>
      <View {...props} />
    </Suspense>
  );
}
