/**
 * The page's stream in fewer, larger chunks. React writes a page as a burst of 4 KB chunks;
 * the compressor flushes after each chunk it gets (plugins/external/compress.ts), and each
 * flush is a job of its own and a socket write. The first chunk (the head, with the
 * stylesheets and scripts to fetch) still leaves at once; the chunks after it that come in
 * one burst (one cascade of promise callbacks) leave as one chunk when the burst ends, in
 * the same turn of the event loop; what comes later (a boundary's data) leaves as it comes.
 */
export function coalesceChunks(): TransformStream<Uint8Array, Uint8Array> {
  let headSent = false;
  let pending: Uint8Array[] = [];
  let scheduled = false;

  const release = (controller: TransformStreamDefaultController<Uint8Array>) => {
    scheduled = false;
    if (pending.length === 0) return;
    const chunk = Buffer.concat(pending);
    pending = [];
    // Meanwhile the visitor may have left or the render failed: the chunk has nowhere to go.
    if (controller.desiredSize !== null) controller.enqueue(chunk);
  };

  return new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      if (!headSent) {
        headSent = true;
        controller.enqueue(chunk);
        return;
      }
      pending.push(chunk);
      if (scheduled) return;
      scheduled = true;
      // A tick runs once the promise callbacks queued now have all run: the burst is whole.
      process.nextTick(release, controller);
    },
    flush: release,
  });
}
