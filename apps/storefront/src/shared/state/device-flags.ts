import { atom } from 'jotai';
import { deviceFlags, type DeviceFlags } from '@shop/domain';
import { drawnOnServerAs } from './browser-atom-hooks';

/** The server knows no window: it draws the desktop page, which CSS then lays out. */
const SERVER_WIDTH = 1280;

/**
 * The device classes of the window's width (SPEC.md §4), refreshed 1000 ms after the last
 * resize by the shell's watcher. Layout itself follows CSS media queries; these flags are
 * for behaviour (the mobile search focus, the burger menu).
 */
export const deviceFlagsAtom = drawnOnServerAs(
  atom<DeviceFlags>(deviceFlags(typeof window === 'undefined' ? SERVER_WIDTH : window.innerWidth)),
  deviceFlags(SERVER_WIDTH),
);
