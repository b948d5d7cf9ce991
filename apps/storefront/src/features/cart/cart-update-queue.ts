import {
  applyCartChange,
  mergeCartChanges,
  type CartChange,
  type CartElement,
  type CartLine,
} from '@shop/domain';

/** Sends one merged burst of changes; resolves once the server's cart is in place. */
export type CartBurstSender = (burst: CartChange[]) => Promise<void>;

/**
 * Quick clicks on a cart, one call at a time. Changes made while a call is in flight wait,
 * then leave together, merged (`mergeCartChanges`), so none is lost and the server applies
 * them in click order. `changes()` is what the server's cart does not hold yet, to be laid
 * over it for the quantities shown meanwhile.
 */
export class CartUpdateQueue {
  private pending: CartChange[] = [];
  private inFlight: CartChange[] | null = null;
  private snapshot: readonly CartChange[] = [];
  private readonly listeners = new Set<() => void>();

  private readonly send: CartBurstSender;

  constructor(send: CartBurstSender) {
    this.send = send;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Stable between changes, as `useSyncExternalStore` wants. */
  changes = (): readonly CartChange[] => this.snapshot;

  get busy(): boolean {
    return this.snapshot.length > 0;
  }

  enqueue(change: CartChange): void {
    this.pending = [...this.pending, change];
    this.emit();
    this.flush();
  }

  private emit(): void {
    this.snapshot = [...(this.inFlight ?? []), ...this.pending];
    for (const listener of this.listeners) listener();
  }

  private flush(): void {
    if (this.inFlight !== null || this.pending.length === 0) return;
    this.inFlight = mergeCartChanges(this.pending);
    this.pending = [];
    this.send(this.inFlight).then(
      () => {
        this.inFlight = null;
        this.emit();
        this.flush();
      },
      () => {
        // The cart's state is unknown after a failure: the caller reads it again, and
        // changes made on a view that was wrong are not replayed on it.
        this.inFlight = null;
        this.pending = [];
        this.emit();
      },
    );
  }
}

/** The paid lines once `changes` are laid over them, quantities as the customer sees them. */
export function linesAfter(lines: readonly CartLine[], changes: readonly CartChange[]): CartLine[] {
  return changes.reduce<CartLine[]>(
    (current, change) => applyCartChange(current, change),
    [...lines],
  );
}

/** What a burst asks of the server: products to take out, and the new quantities of others. */
export interface CartBurstRequest {
  removals: number[];
  elements: CartElement[];
}

/**
 * A merged burst as the cart calls take it, against the paid lines it applies to: removals
 * for `POST /cart/remove`, absolute quantities for `POST /cart/update` in `set` mode (a
 * product not named there keeps its line).
 */
export function burstRequest(
  lines: readonly CartLine[],
  burst: readonly CartChange[],
): CartBurstRequest {
  const removals = burst.flatMap((change) => (change.kind === 'remove' ? [change.productId] : []));
  const after = linesAfter(lines, burst);
  const touched = [
    ...new Set(burst.filter((change) => change.kind !== 'remove').map((c) => c.productId)),
  ];
  const elements = touched.map((productId) => ({
    element_id: productId,
    element_type: 'product' as const,
    quantity: after.find((line) => line.id === productId)?.quantity ?? 0,
  }));
  return { removals, elements };
}
