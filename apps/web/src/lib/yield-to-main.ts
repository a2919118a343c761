type WithScheduler = { scheduler?: { yield?: () => Promise<void> } };

/**
 * Ends the running task so the browser can paint and answer a tap; the caller goes on in a task of its
 * own. `scheduler.yield` puts that task ahead of others queued meanwhile; elsewhere a zero timeout does.
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as WithScheduler).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
