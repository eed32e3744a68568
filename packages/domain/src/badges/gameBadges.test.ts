import type { Label } from '../entities/types';
import { gameBadges, nextBadgeChangeMs } from './gameBadges';

const NOW = Date.parse('2026-06-15T12:00:00Z');
const DAY = 86_400_000;
const label = (id: string, title: string): Label => ({ id, title, images: { desktop: null, mobile: null } });
const HOT = label('hot', 'Heiß');
const EXCLUSIVE = label('exclusive', 'Exclusive');
const CMS_NEW = label('new', 'Nouveau');

describe('gameBadges', () => {
  test.each<[string, number, readonly Label[], readonly string[]]>([
    ['released today', NOW, [], ['New']],
    ['released 30 days ago to the millisecond', NOW - 30 * DAY, [], ['New']],
    ['released 30 days and a millisecond ago', NOW - 30 * DAY - 1, [], []],
    ['released a year ago', NOW - 365 * DAY, [], []],
    ['released tomorrow (not out yet, so not new)', NOW + DAY, [], []],
    ['released a millisecond from now', NOW + 1, [], []],
    ['an unreadable release date', Number.NaN, [], []],
    ['new, with CMS labels after it in their order', NOW - DAY, [HOT, EXCLUSIVE], ['New', 'Heiß', 'Exclusive']],
    ['old, with CMS labels only', NOW - 90 * DAY, [EXCLUSIVE, HOT], ['Exclusive', 'Heiß']],
    ['new and labelled new by the CMS: one New, first', NOW - DAY, [HOT, CMS_NEW], ['New', 'Heiß']],
    ['old but labelled new by the CMS: the lobby\'s New, first', NOW - 90 * DAY, [HOT, CMS_NEW], ['New', 'Heiß']],
    ['a label twice shows once', NOW - 90 * DAY, [HOT, EXCLUSIVE, HOT], ['Heiß', 'Exclusive']],
  ])('%s', (_name, releasedAtMs, labels, titles) => {
    expect(gameBadges({ releasedAtMs, labels }, NOW, 'New').map((badge) => badge.title)).toEqual(titles);
  });

  test('the badges keep the CMS ids, so each kind keeps its colour', () => {
    expect(gameBadges({ releasedAtMs: NOW, labels: [CMS_NEW, HOT] }, NOW, 'New')).toEqual([
      { id: 'new', title: 'New' },
      { id: 'hot', title: 'Heiß' },
    ]);
  });
});

describe('nextBadgeChangeMs', () => {
  test.each<[string, number, number | null]>([
    ['released an hour from now: appears then', NOW + 3_600_000, 3_600_000],
    ['released today: goes 30 days later', NOW, 30 * DAY + 1],
    ['released 29 days ago: goes in a day', NOW - 29 * DAY, DAY + 1],
    ['released 30 days ago to the millisecond: goes the next', NOW - 30 * DAY, 1],
    ['released long ago: never changes', NOW - 31 * DAY, null],
    ['an unreadable date: never changes', Number.NaN, null],
  ])('%s', (_name, releasedAtMs, expected) => {
    expect(nextBadgeChangeMs(releasedAtMs, NOW)).toBe(expected);
  });
});
