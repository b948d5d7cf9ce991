// @vitest-environment jsdom
import { act, useState } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { prerender } from 'react-dom/static';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lazyHydrated, whenDeferredPartsHydrated } from './deferred-hydration';

// React's act() environment: updates inside act() are flushed before it returns.
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

/**
 * A fresh part (the module keeps which parts have hydrated, by name) and its loader, as
 * the browser's bundle has it; the server's bundle has its own (`ServerPart`).
 */
function deferredCounter(name: string) {
  const load = vi.fn(() => Promise.resolve(Counter));
  return {
    Part: lazyHydrated(name, load),
    ServerPart: lazyHydrated(name, async () => Counter),
    load,
  };
}

let idleTasks: (() => void)[] = [];
let observed: Element[] = [];
let intersect: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
let root: Root | undefined;

beforeEach(() => {
  idleTasks = [];
  observed = [];
  vi.stubGlobal('requestIdleCallback', (task: () => void) => idleTasks.push(task));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(callback: typeof intersect) {
        intersect = callback;
      }
      observe(element: Element) {
        observed.push(element);
      }
      disconnect = vi.fn();
    },
  );
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** The server's HTML of `element`, lazy parts resolved, in a container of the document. */
async function serverDrawn(element: React.ReactElement) {
  const { prelude } = await prerender(element);
  const container = document.createElement('div');
  container.innerHTML = await new Response(prelude).text();
  document.body.append(container);
  return container;
}

const flush = () => act(async () => await new Promise((resolve) => setTimeout(resolve, 0)));

/** A part the server drew, hydrated by the browser's bundle: its container and loader. */
async function hydratedOverServer(name: string, label: string) {
  const { Part, ServerPart, load } = deferredCounter(name);
  const container = await serverDrawn(<ServerPart label={label} />);
  await act(async () => {
    root = hydrateRoot(container, <Part label={label} />);
  });
  await flush();
  return { container, load };
}

describe('lazyHydrated', () => {
  it('keeps what the server drew and loads the part once the browser is idle', async () => {
    const { container, load } = await hydratedOverServer('idle-part', 'Aimé');
    const button = container.querySelector('button');
    expect(button?.textContent).toBe('Aimé 0');
    const hydrated = vi.fn();
    whenDeferredPartsHydrated(hydrated);
    expect(load).not.toHaveBeenCalled();
    expect(hydrated).not.toHaveBeenCalled();
    // Not hydrated: the server's button is still there and a click does nothing.
    act(() => button?.click());
    expect(container.querySelector('button')).toBe(button);
    expect(button?.textContent).toBe('Aimé 0');
    // The part's box is watched for being seen: its child, as the box has no box.
    expect(observed).toEqual([button]);

    await act(async () => idleTasks.forEach((task) => task()));
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(hydrated).toHaveBeenCalledOnce();
    act(() => button?.click());
    expect(container.querySelector('button')).toBe(button);
    expect(button?.textContent).toBe('Aimé 1');
  });

  it('loads the part when it comes into view', async () => {
    const { load } = await hydratedOverServer('seen-part', 'Vu');
    expect(load).not.toHaveBeenCalled();
    await act(async () => intersect?.([{ isIntersecting: true }]));
    await flush();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads the part when the visitor reaches for it', async () => {
    const { container, load } = await hydratedOverServer('reached-part', 'Touché');
    expect(load).not.toHaveBeenCalled();
    await act(async () => {
      container.querySelector('button')?.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    await flush();
    expect(load).toHaveBeenCalledOnce();
  });

  it('loads at once what the browser draws alone', async () => {
    const { Part, load } = deferredCounter('client-part');
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => {
      root = createRoot(container);
      root.render(<Part label="Client" />);
    });
    await flush();
    expect(load).toHaveBeenCalledOnce();
    expect(idleTasks).toEqual([]);
    expect(container.querySelector('button')?.textContent).toBe('Client 0');
  });
});
