import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { whenIdle } from './when-idle';
import './deferred-hydration.css';

/** The events that mean a visitor reaches for a part: it must hydrate now. */
const REACHING_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

/** On the server: each part's loader, run once before the first render (loadDeferredParts). */
const serverLoads: (() => Promise<void>)[] = [];
let serverPartsLoaded: Promise<void> | undefined;

/** Names of the deferred parts whose code has hydrated what the server drew. */
const hydratedParts = new Set<string>();
const hydrationListeners = new Set<() => void>();

/**
 * Resolves when the part the server drew in `box` is wanted: the browser is idle (after
 * the rest of the page has hydrated), the part scrolls into view, or the visitor reaches
 * for it.
 */
function whenWanted(box: Element): Promise<void> {
  return new Promise((resolve) => {
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) wanted();
    });
    const cancelIdle = whenIdle(wanted);
    // On the window, in the capture phase: React stops, at its root, the events aimed at a
    // part not hydrated yet.
    const onReach = (event: Event) => {
      if (event.target instanceof Node && box.contains(event.target)) wanted();
    };
    function wanted() {
      cancelIdle();
      observer.disconnect();
      for (const type of REACHING_EVENTS) window.removeEventListener(type, onReach, true);
      resolve();
    }
    // The box has no box of its own (display: contents): its children are what shows.
    for (const child of box.children) observer.observe(child);
    for (const type of REACHING_EVENTS) window.addEventListener(type, onReach, true);
  });
}

/**
 * A below-the-fold part of the layout (footer, pop-in, consent banner) as its own chunk,
 * hydrated late: where the server drew it, its HTML stays as it is, links working, until
 * the browser is idle, the part is visible or the visitor reaches for it; the rest of the
 * page hydrates first without its code. Drawn by the browser alone (a client-only page, a
 * later navigation), it loads at once.
 */
export function lazyHydrated<Props extends object>(
  name: string,
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  let serverPart: ComponentType<Props> | undefined;
  if (typeof window === 'undefined') {
    serverLoads.push(async () => {
      serverPart = await load();
    });
  }
  const Part = lazy(async () => {
    const box =
      typeof document === 'undefined' ? null : document.querySelector(`[data-deferred="${name}"]`);
    if (box) await whenWanted(box);
    const Loaded = await load();
    function Hydrated(props: Props) {
      useEffect(() => {
        hydratedParts.add(name);
        for (const listener of hydrationListeners) listener();
      }, []);
      return <Loaded {...props} />;
    }
    return { default: Hydrated };
  });

  function DeferredPart(props: Props) {
    // Loaded beforehand on the server, the part is drawn in the page's first pass: left to
    // lazy(), the first page after a start got it streamed after the router's data.
    const Content = serverPart ?? Part;
    return (
      <div data-deferred={name} className="deferred-part">
        <Suspense>
          <Content {...props} />
        </Suspense>
      </div>
    );
  }
  DeferredPart.displayName = `Deferred(${name})`;
  return DeferredPart;
}

/**
 * Loads every deferred part's code, on the server, once for the process; the server entry
 * waits for it before its first render. A failure is tried again by the next call.
 */
export function loadDeferredParts(): Promise<void> {
  serverPartsLoaded ??= Promise.all(serverLoads.map((loadPart) => loadPart())).then(
    () => undefined,
    () => {
      serverPartsLoaded = undefined;
    },
  );
  return serverPartsLoaded;
}

/**
 * Runs `task` once every deferred part the page shows has hydrated (at once if none
 * waits); returns what cancels it. The hydration mark waits for them: a button the server
 * drew does nothing before.
 */
export function whenDeferredPartsHydrated(task: () => void): () => void {
  const check = () => {
    const waiting = [...document.querySelectorAll('[data-deferred]')].some(
      (box) => !hydratedParts.has(box.getAttribute('data-deferred') ?? ''),
    );
    if (waiting) return;
    hydrationListeners.delete(check);
    task();
  };
  hydrationListeners.add(check);
  check();
  return () => hydrationListeners.delete(check);
}
