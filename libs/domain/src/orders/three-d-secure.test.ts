import { describe, expect, it } from 'vitest';
import {
  THREE_DS_CHALLENGE_ATTEMPTS,
  THREE_DS_CHALLENGE_LIFE_MS,
  threeDsChallengeState,
} from './three-d-secure';

describe('threeDsChallengeState', () => {
  it('has no challenge until a card asks for one', () => {
    expect(threeDsChallengeState({ startedAt: null, attempts: 0 }, 1000)).toEqual({
      kind: 'none',
    });
  });

  it('stays open for its life, the end of it already too late', () => {
    const started = { startedAt: 10_000, attempts: 1 };
    const endsAt = 10_000 + THREE_DS_CHALLENGE_LIFE_MS;
    expect(threeDsChallengeState(started, endsAt - 1)).toEqual({
      kind: 'open',
      attemptsLeft: THREE_DS_CHALLENGE_ATTEMPTS - 1,
      endsAt,
    });
    expect(threeDsChallengeState(started, endsAt)).toEqual({ kind: 'failed', reason: 'timeout' });
    expect(threeDsChallengeState(started, 10_500, 400)).toEqual({
      kind: 'failed',
      reason: 'timeout',
    });
  });

  it('fails once every try was a wrong code, even in time', () => {
    expect(
      threeDsChallengeState({ startedAt: 0, attempts: THREE_DS_CHALLENGE_ATTEMPTS }, 1),
    ).toEqual({ kind: 'failed', reason: 'attempts' });
  });
});
