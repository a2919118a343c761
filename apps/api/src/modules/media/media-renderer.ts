import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';

/** Draws a WebP variant of an image's bytes (an SVG's text or an upload's) at a width. */
export type DrawVariant = (source: Buffer, isSvg: boolean, width: number) => Promise<Buffer>;

interface Reply {
  id: number;
  ok: boolean;
  data?: Uint8Array;
  error?: string;
}

/**
 * Renders in a child process at the lowest CPU priority (nice 19, decision 411): however many new image
 * sizes strangers ask for, the kernel gives the API's own threads the CPU first and renders only the time
 * they leave. Started on the first render; restarted if it dies; it exits when this process goes away. The
 * channel holds this process open only while a render is under way.
 */
export function lowPriorityRenderer(): DrawVariant {
  let child: ChildProcess | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();
  const hold = () => (pending.size > 0 ? child?.channel?.ref() : child?.channel?.unref());

  function start(): ChildProcess {
    const c = fork(path.join(import.meta.dirname, 'media-render-child.ts'), [], {
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    try {
      if (c.pid) os.setPriority(c.pid, 19);
    } catch {
      // Not allowed here (some containers): the render still runs apart from the API's event loop.
    }
    c.on('message', (m: Reply) => {
      const p = pending.get(m.id);
      if (!p) return;
      pending.delete(m.id);
      if (m.ok && m.data) p.resolve(Buffer.from(m.data.buffer, m.data.byteOffset, m.data.byteLength));
      else p.reject(new Error(m.error ?? 'render failed'));
      hold();
    });
    c.on('exit', () => {
      if (child === c) child = null;
      for (const [id, p] of pending) {
        pending.delete(id);
        p.reject(new Error('the render process stopped'));
      }
    });
    c.unref();
    return c;
  }

  return (source, isSvg, width) =>
    new Promise<Buffer>((resolve, reject) => {
      child ??= start();
      const id = nextId++;
      pending.set(id, { resolve, reject });
      hold();
      child.send({ id, source, isSvg, width });
    });
}
