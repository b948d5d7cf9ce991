import { atom } from 'jotai';

/** When the last session-ending error asked for the toast (ms epoch), or null. */
export const disconnectedAtAtom = atom<number | null>(null);
