import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { deviceFlags, RESIZE_DEBOUNCE_MS } from '@shop/domain';
import { deviceFlagsAtom } from '../../shared/state';

/** Refreshes the device classes 1000 ms after the last resize (SPEC.md §4). Renders nothing. */
export function DeviceWatcher() {
  const setFlags = useSetAtom(deviceFlagsAtom);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setFlags(deviceFlags(window.innerWidth)), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize, { passive: true });
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [setFlags]);
  return null;
}
