import type { PlayerActionRefusal } from '@lobby/shared';
import { isProtectionRefusal, launchRefusalOf, launchRefusalStatusText, type LaunchRefusal } from './launchRefusal';

const EXCLUSION = { kind: 'selfExcluded' as const, until: '2027-05-28T12:00:00.000Z' };
const LOSS_LIMIT = { amount: 200, used: 200, period: 'week' as const, resetsAt: '2026-11-30T00:00:00.000Z' };

describe('launch refusals of player protection (issue #34)', () => {
  test.each<[PlayerActionRefusal, boolean]>([
    ['coolOff', true],
    ['selfExcluded', true],
    ['lossLimit', true],
    ['guest', false],
    ['credentials', false],
    ['maintenance', false],
  ])('%s is a protection refusal: %p', (reason, expected) => {
    expect(isProtectionRefusal(reason)).toBe(expected);
  });

  test.each<[string, Parameters<typeof launchRefusalOf>, LaunchRefusal]>([
    [
      'an exclusion ends at its until',
      ['selfExcluded', { exclusion: EXCLUSION, lossLimit: LOSS_LIMIT }],
      { reason: 'selfExcluded', until: EXCLUSION.until },
    ],
    [
      'a cool-off too',
      ['coolOff', { exclusion: { kind: 'coolOff', until: '2026-11-29T00:00:00Z' }, lossLimit: null }],
      { reason: 'coolOff', until: '2026-11-29T00:00:00Z' },
    ],
    [
      'an exclusion without an end has none',
      ['selfExcluded', { exclusion: { kind: 'selfExcluded', until: null }, lossLimit: null }],
      { reason: 'selfExcluded', until: null },
    ],
    [
      'a loss limit ends when it resets',
      ['lossLimit', { exclusion: EXCLUSION, lossLimit: LOSS_LIMIT }],
      { reason: 'lossLimit', until: LOSS_LIMIT.resetsAt },
    ],
    ['unknown protection: no end known', ['coolOff', null], { reason: 'coolOff', until: null }],
  ])('%s', (_name, [reason, state], expected) => {
    expect(launchRefusalOf(reason, state)).toEqual(expected);
  });

  test.each<[LaunchRefusal, string]>([
    [
      { reason: 'selfExcluded', until: EXCLUSION.until },
      'You have excluded yourself from play until 2027-05-28T12:00:00.000Z.',
    ],
    [{ reason: 'selfExcluded', until: null }, 'You have excluded yourself from play.'],
    [
      { reason: 'coolOff', until: '2026-11-29T00:00:00Z' },
      'You are taking a break from play until 2026-11-29T00:00:00Z.',
    ],
    [{ reason: 'coolOff', until: null }, 'You are taking a break from play.'],
    [
      { reason: 'lossLimit', until: LOSS_LIMIT.resetsAt },
      'You have reached your loss limit. You can play again after 2026-11-30T00:00:00.000Z.',
    ],
    [{ reason: 'lossLimit', until: null }, 'You have reached your loss limit.'],
  ])('the English status text of %p for the shell', (refusal, text) => {
    expect(launchRefusalStatusText(refusal)).toBe(text);
  });
});
