import { useEffect } from 'react';

/** Sets the document title (and description) while the screen is shown; the server set them first. */
export function useDocumentTitle(title: string | undefined, description?: string) {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    if (description !== undefined) {
      let meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
      if (!meta) {
        meta = document.createElement('meta');
        meta.name = 'description';
        document.head.appendChild(meta);
      }
      meta.content = description;
    }
  }, [title, description]);
}
