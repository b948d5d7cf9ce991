/**
 * Run before the traffic: the lost-update check on synthetic histories whose answer is
 * known, so a check that cannot fail (ARCHITECTURE.md §7) stops the benchmark instead of
 * reporting a reassuring 0. Returns the number of cases checked.
 */
import { CartLedger, findLostUpdates, type LineUpdate, type UpdateOutcome } from './cart-ledger.ts';

interface Case {
  name: string;
  /** The line's updates in order: A acknowledged, R refused, U unknown, then the quantity. */
  history: string;
  /** The line's quantity read at the end; 0 is no line. */
  found: number;
  lost: boolean;
}

const CASES: Case[] = [
  { name: 'last acknowledged kept', history: 'A3 A5', found: 5, lost: false },
  { name: 'older acknowledged value', history: 'A3 A5', found: 3, lost: true },
  { name: 'line gone', history: 'A3', found: 0, lost: true },
  { name: 'refused not applied', history: 'A3 R6', found: 3, lost: false },
  { name: 'refused yet applied', history: 'A3 R6', found: 6, lost: true },
  { name: 'unknown applied', history: 'A3 U7', found: 7, lost: false },
  { name: 'unknown not applied', history: 'A3 U7', found: 3, lost: false },
  { name: 'a value never sent', history: 'A3 U7', found: 4, lost: true },
  {
    name: 'unknown applied after a later acknowledgement',
    history: 'A3 U7 A2',
    found: 7,
    lost: true,
  },
  { name: 'only unknowns, none applied', history: 'U4', found: 0, lost: false },
];

const OUTCOMES: Record<string, UpdateOutcome> = { A: 'acknowledged', R: 'refused', U: 'unknown' };

function updatesOf(history: string): LineUpdate[] {
  return history.split(' ').map((step, index) => ({
    quantity: Number(step.slice(1)),
    outcome: OUTCOMES[step.charAt(0)] ?? 'unknown',
    status: null,
    errorCode: null,
    sentAtMs: index,
  }));
}

export function selfCheckLostDetection(): number {
  const ledger = new CartLedger();
  const found = new Map<string, Map<number, number>>();
  CASES.forEach((testCase, index) => {
    const token = `case-${index}`;
    ledger.openCart(token);
    for (const update of updatesOf(testCase.history)) ledger.record(token, 1, update);
    found.set(token, new Map([[1, testCase.found]]));
  });
  // A cart the shop no longer knows at all: every acknowledged line of it is lost.
  ledger.openCart('vanished');
  for (const update of updatesOf('A2')) ledger.record('vanished', 1, update);
  found.set('vanished', new Map());

  const lost = new Set(findLostUpdates(ledger, found).map((update) => update.cart));
  const wrong = CASES.filter((testCase, index) => lost.has(`case-${index}`) !== testCase.lost).map(
    (testCase) => testCase.name,
  );
  if (!lost.has('vanished')) wrong.push('vanished cart');
  if (wrong.length > 0) throw new Error(`the lost-update check is wrong on: ${wrong.join(', ')}`);
  return CASES.length + 1;
}
