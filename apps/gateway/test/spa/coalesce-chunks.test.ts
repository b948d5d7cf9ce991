import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { coalesceChunks } from '../../src/spa/coalesce-chunks';

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** What comes out of `coalesceChunks`, chunk by chunk, as text. */
async function chunksOut(body: ReadableStream<Uint8Array>): Promise<string[]> {
  const out: string[] = [];
  for await (const chunk of body.pipeThrough(coalesceChunks())) out.push(decoder.decode(chunk));
  return out;
}

describe('coalesceChunks', () => {
  it('sends the first chunk alone, then each burst as one chunk, bursts apart as they came', async () => {
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        for (const text of ['<head>', '<main>', 'a', 'b']) controller.enqueue(encoder.encode(text));
        await sleep(10);
        for (const text of ['<template>', 'c']) controller.enqueue(encoder.encode(text));
        controller.close();
      },
    });
    expect(await chunksOut(body)).toEqual(['<head>', '<main>ab', '<template>c']);
  });

  it('sends what is left when the stream ends within a burst', async () => {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const text of ['<head>', 'x', 'y']) controller.enqueue(encoder.encode(text));
        controller.close();
      },
    });
    expect(await chunksOut(body)).toEqual(['<head>', 'xy']);
  });

  it('drops a burst still waiting when the render fails or the visitor leaves', async () => {
    // Promise callbacks only: the burst reaches the transform and the stream ends before the
    // tick that would send the burst.
    const settle = async () => {
      for (let hop = 0; hop < 20; hop += 1) await Promise.resolve();
    };
    for (const end of ['fails', 'is cancelled'] as const) {
      let source!: ReadableStreamDefaultController<Uint8Array>;
      const body = new ReadableStream<Uint8Array>({ start: (controller) => (source = controller) });
      const reader = body.pipeThrough(coalesceChunks()).getReader();
      source.enqueue(encoder.encode('<head>'));
      expect(decoder.decode((await reader.read()).value)).toBe('<head>');
      source.enqueue(encoder.encode('<main>'));
      await settle();
      const next = reader.read();
      if (end === 'fails') source.error(new Error('render failed'));
      else await reader.cancel(new Error('the visitor left'));
      await settle();
      if (end === 'fails') await expect(next).rejects.toThrow('render failed');
      // The tick runs here: it must find nowhere to send the burst, and throw nothing.
      await sleep(10);
    }
  });
});
