import { describe, expect, it } from 'vitest';
import { pickMessage } from './pick-message';

describe('pickMessage', () => {
  const messages = ['un', 'deux', 'trois', 'quatre'];

  it('maps the random number onto the messages', () => {
    expect(pickMessage(messages, () => 0)).toBe('un');
    expect(pickMessage(messages, () => 0.5)).toBe('trois');
    expect(pickMessage(messages, () => 0.999_999)).toBe('quatre');
  });

  it('has nothing to show without messages', () => {
    expect(pickMessage([], () => 0.3)).toBeUndefined();
  });
});
