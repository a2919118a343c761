/**
 * After a deploy, the hashed file of a lazy screen the open page asks for may no longer exist. The page
 * is then reloaded once to get the new build; a note in sessionStorage makes sure it is only once, so a
 * chunk that is really missing shows the error screen instead of reloading for ever.
 */
const KEY = 'chunkReloadFor';

/** True for the browsers' errors of a failed `import()` or of a module preload Vite could not fetch. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Unable to preload CSS|Failed to load module script/i.test(
    error.message,
  );
}

/** True when this address has not been reloaded for a missing file yet (reads only: safe in a render). */
export function mayReloadForMissingChunk(storage: Pick<Storage, 'getItem'> = sessionStorage): boolean {
  return storage.getItem(KEY) !== window.location.pathname + window.location.search;
}

/** Reloads the page once for this address; answers false when that was already tried (then show the error). */
export function reloadOnceForMissingChunk(
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage,
  reload = () => window.location.reload(),
): boolean {
  const here = window.location.pathname + window.location.search;
  if (storage.getItem(KEY) === here) {
    // Tried already: leave the note out so a later deploy can recover again, and let the error show.
    storage.removeItem(KEY);
    return false;
  }
  storage.setItem(KEY, here);
  reload();
  return true;
}
