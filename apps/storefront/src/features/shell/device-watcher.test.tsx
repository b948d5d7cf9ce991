// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deviceFlagsAtom } from '../../shared/state';
import { DeviceWatcher } from './device-watcher';

describe('DeviceWatcher', () => {
  afterEach(() => vi.useRealTimers());

  it('updates the device classes 1000 ms after the last resize, not before', () => {
    vi.useFakeTimers();
    const store = createStore();
    render(
      <Provider store={store}>
        <DeviceWatcher />
      </Provider>,
    );
    const resizeTo = (width: number) => {
      Object.defineProperty(window, 'innerWidth', { configurable: true, value: width });
      window.dispatchEvent(new Event('resize'));
    };
    act(() => resizeTo(390));
    act(() => vi.advanceTimersByTime(600));
    act(() => resizeTo(1300));
    act(() => vi.advanceTimersByTime(999));
    expect(store.get(deviceFlagsAtom).largeDesktop).toBe(false);
    act(() => vi.advanceTimersByTime(1));
    expect(store.get(deviceFlagsAtom)).toMatchObject({ largeDesktop: true, mobile: false });
  });
});
