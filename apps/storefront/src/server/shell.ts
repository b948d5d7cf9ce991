import * as v from 'valibot';
import {
  RUNTIME_CONFIG_ELEMENT_ID,
  RuntimeConfigSchema,
  type RuntimeConfig,
} from '@shop/api-client';

export interface Shell {
  /**
   * What the built index.html puts in its head, its own title left out (the routes' heads
   * give it): charset, viewport, icon, the entry script, CSS, modulepreloads and the
   * gateway's runtime-config element.
   */
  headHtml: string;
  /** The gateway's runtime configuration, when the shell carries it. */
  config: RuntimeConfig | undefined;
}

const HEAD = /<head[^>]*>([\s\S]*?)<\/head>/i;
const TITLE = /<title[^>]*>[\s\S]*?<\/title>\s*/i;

const STYLESHEET = /<link\b[^>]*\brel="stylesheet"[^>]*>\s*/gi;

/**
 * `withoutStylesheets`: the routes' head links the entry's stylesheet itself (the root
 * route's in the build's route table), ahead of the routes' own, so the shell's goes.
 */
export function readShell(shellHtml: string, { withoutStylesheets = false } = {}): Shell {
  let headHtml = (HEAD.exec(shellHtml)?.[1] ?? '').replace(TITLE, '').trim();
  if (withoutStylesheets) headHtml = headHtml.replace(STYLESHEET, '');
  return { headHtml, config: readConfig(headHtml) };
}

function readConfig(headHtml: string): RuntimeConfig | undefined {
  const element = new RegExp(
    `<script[^>]*\\bid="${RUNTIME_CONFIG_ELEMENT_ID}"[^>]*>([\\s\\S]*?)</script>`,
    'i',
  ).exec(headHtml);
  if (!element?.[1]) return undefined;
  try {
    const parsed = v.safeParse(RuntimeConfigSchema, JSON.parse(element[1]));
    return parsed.success ? parsed.output : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What goes before anything the routes' heads draw: the charset (browsers look for it in
 * the first 1024 bytes) and the viewport, by which a phone sizes the image preloads React
 * puts first in the head. With the viewport after them, a phone sized a preload at its
 * default 980 px width and fetched the hero image a second time, twice as large.
 */
const FIRST_IN_HEAD = [/<meta\s+charset=[^>]*>\s*/i, /<meta\s+name="viewport"[^>]*>\s*/i];

/**
 * Puts the shell's head into the rendered document's head: FIRST_IN_HEAD first, the rest
 * after what the routes' heads drew. React hydrates the head's style and script elements in
 * order and skips what it did not draw at the end of the head; placed first, the shell's
 * scripts stood where React looked for a route's JSON-LD or style (React error 418).
 */
export function withShellHead(body: ReadableStream<Uint8Array>, headHtml: string) {
  const first = FIRST_IN_HEAD.map((element) => element.exec(headHtml)?.[0].trim() ?? '').join('');
  const rest = FIRST_IN_HEAD.reduce((html, element) => html.replace(element, ''), headHtml).trim();
  const decoder = new TextDecoder();
  const encoder = new TextEncoder();
  let pending = '';
  let done = false;
  return body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        if (done) {
          controller.enqueue(chunk);
          return;
        }
        pending += decoder.decode(chunk, { stream: true });
        const open = /<head[^>]*>/i.exec(pending);
        const close = /<\/head>/i.exec(pending);
        if (!open || !close) return;
        const at = open.index + open[0].length;
        controller.enqueue(
          encoder.encode(
            pending.slice(0, at) +
              first +
              pending.slice(at, close.index) +
              rest +
              pending.slice(close.index),
          ),
        );
        pending = '';
        done = true;
      },
      flush(controller) {
        if (pending) controller.enqueue(encoder.encode(pending + decoder.decode()));
      },
    }),
  );
}
