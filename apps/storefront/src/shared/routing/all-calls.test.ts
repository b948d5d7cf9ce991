import { describe, expect, it } from 'vitest';
import { allCalls } from './all-calls';

describe('allCalls', () => {
  it('gives every answer in order, as Promise.all', async () => {
    const [text, count] = await allCalls([Promise.resolve('a'), Promise.resolve(2)]);
    expect([text, count]).toEqual(['a', 2]);
  });

  it('fails only once every call has settled, with the first failure in order', async () => {
    let slowDone = false;
    const slow = new Promise<string>((resolve) =>
      setTimeout(() => {
        slowDone = true;
        resolve('late');
      }, 20),
    );
    const outcome = allCalls([
      slow,
      Promise.reject(new Error('first')),
      Promise.reject(new Error('second')),
    ]);
    await expect(outcome).rejects.toThrow('first');
    expect(slowDone).toBe(true);
  });
});
