import { drawWebp } from './media-draw.ts';

/**
 * The render process (decision 411): draws one variant per message, at the lowest CPU priority the parent
 * gave it, so a queue of new image sizes only uses time the API's answers leave idle. The parent sends one
 * job at a time (its render turns).
 */
interface Job {
  id: number;
  source: Uint8Array;
  isSvg: boolean;
  width: number;
}

process.on('message', (job: Job) => {
  drawWebp(Buffer.from(job.source.buffer, job.source.byteOffset, job.source.byteLength), job.isSvg, job.width).then(
    (out) => process.send?.({ id: job.id, ok: true, data: out }),
    (err: unknown) => process.send?.({ id: job.id, ok: false, error: err instanceof Error ? err.message : String(err) }),
  );
});
// The parent went away (stopped, crashed): nothing left to draw for.
process.on('disconnect', () => process.exit(0));
