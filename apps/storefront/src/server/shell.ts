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

export function readShell(shellHtml: string): Shell {
  const headHtml = (HEAD.exec(shellHtml)?.[1] ?? '').replace(TITLE, '').trim();
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
 * Puts the shell's head first in the rendered document's head. React leaves what it did
 * not render in <head> alone when it hydrates, so these tags are the browser's only.
 */
export function withShellHead(body: ReadableStream<Uint8Array>, headHtml: string) {
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
        if (!open) return;
        const at = open.index + open[0].length;
        controller.enqueue(encoder.encode(pending.slice(0, at) + headHtml + pending.slice(at)));
        pending = '';
        done = true;
      },
      flush(controller) {
        if (pending) controller.enqueue(encoder.encode(pending + decoder.decode()));
      },
    }),
  );
}
