import { atom } from 'jotai';
import { deviceFlags, type DeviceFlags } from '@shop/domain';

/**
 * The device classes of the window's width (SPEC.md §4), refreshed 1000 ms after the last
 * resize by the shell's watcher. Layout itself follows CSS media queries; these flags are
 * for behaviour (the mobile search focus, the burger menu).
 */
export const deviceFlagsAtom = atom<DeviceFlags>(
  deviceFlags(typeof window === 'undefined' ? 1280 : window.innerWidth),
);
