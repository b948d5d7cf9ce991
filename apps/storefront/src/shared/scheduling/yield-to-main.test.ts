import { afterEach, describe, expect, it, vi } from 'vitest';
import { yieldToMain } from './yield-to-main';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('yieldToMain', () => {
  it('hands over to scheduler.yield where the browser has it', async () => {
    const yieldNow = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldNow });
    await yieldToMain();
    expect(yieldNow).toHaveBeenCalledOnce();
  });

  it('goes on in the next task elsewhere, not in this one', async () => {
    vi.stubGlobal('scheduler', undefined);
    vi.useFakeTimers();
    const after = vi.fn();
    const yielded = yieldToMain().then(after);
    await Promise.resolve();
    expect(after).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    await yielded;
    expect(after).toHaveBeenCalledOnce();
  });
});
