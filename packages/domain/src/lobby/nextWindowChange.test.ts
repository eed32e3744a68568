import type { RawBlock, RawLink } from '@lobby/shared';
import { rawBlock, rawLink } from '@lobby/testing';
import { isWithinWindow } from '../entities/dateWindow';
import { nextWindowChange } from './nextWindowChange';

const NOW = Date.parse('2024-06-15T12:00:00Z');
const at = (iso: string) => Date.parse(iso);

type Window = readonly [string | null, string | null];

const link = ([startDate, endDate]: Window): RawLink => rawLink({ startDate, endDate });
const block = ([startDate, endDate]: Window): RawBlock => rawBlock({ startDate, endDate });

describe('nextWindowChange', () => {
  test.each<[string, readonly Window[], readonly Window[], number | null]>([
    ['nothing windowed', [[null, null]], [[null, null]], null],
    ['no links or blocks', [], [], null],
    ['a link that starts later', [['2024-06-20T00:00:00Z', null]], [], at('2024-06-20T00:00:00Z')],
    ['a block that ends later', [], [[null, '2024-06-16T00:00:00Z']], at('2024-06-16T00:00:00Z')],
    [
      'the start of an upcoming window comes before its end',
      [['2024-06-20T00:00:00Z', '2024-06-25T00:00:00Z']],
      [],
      at('2024-06-20T00:00:00Z'),
    ],
    ['an open window: its end', [['2024-06-01T00:00:00Z', '2024-06-25T00:00:00Z']], [], at('2024-06-25T00:00:00Z')],
    [
      'the earliest over links and blocks',
      [['2024-06-20T00:00:00Z', null]],
      [
        [null, '2024-06-18T00:00:00Z'],
        ['2024-06-19T00:00:00Z', null],
      ],
      at('2024-06-18T00:00:00Z'),
    ],
    [
      'windows entirely past',
      [['2024-01-01T00:00:00Z', '2024-02-01T00:00:00Z']],
      [[null, '2024-06-01T00:00:00Z']],
      null,
    ],
    // A bound at now has taken effect already: start inclusive, end exclusive.
    ['a start exactly now', [['2024-06-15T12:00:00Z', null]], [], null],
    ['an end exactly now', [], [[null, '2024-06-15T12:00:00Z']], null],
    ['a start one ms from now', [['2024-06-15T12:00:00.001Z', null]], [], NOW + 1],
    // Items that can never show never change the lobby.
    ['an unreadable date', [['not a date', '2024-06-20T00:00:00Z']], [], null],
    ['an inverted window', [['2024-06-25T00:00:00Z', '2024-06-20T00:00:00Z']], [], null],
    ['an empty date is open', [['', '2024-06-20T00:00:00Z']], [], at('2024-06-20T00:00:00Z')],
  ])('%s', (_, links, blocks, expected) => {
    expect(nextWindowChange({ links: links.map(link), blocks: blocks.map(block) }, NOW)).toBe(expected);
  });

  test('a reply without lists, or with nulls inside them, has no change', () => {
    const broken = { links: null, blocks: [null] } as unknown as Parameters<typeof nextWindowChange>[0];
    expect(nextWindowChange(broken, NOW)).toBeNull();
  });

  test('an unusable clock has no next change', () => {
    expect(nextWindowChange({ links: [link(['2024-06-20T00:00:00Z', null])], blocks: [] }, Number.NaN)).toBeNull();
  });

  test('visibility is the same on either side of now until the change it names', () => {
    const windows: Window[] = [
      ['2024-06-20T00:00:00Z', '2024-06-22T00:00:00Z'],
      [null, '2024-06-18T00:00:00Z'],
    ];
    const change = nextWindowChange({ links: windows.map(link), blocks: [] }, NOW);
    expect(change).not.toBeNull();
    const visibleAt = (time: number) => windows.map(([start, end]) => isWithinWindow(start, end, time));
    expect(visibleAt((change as number) - 1)).toEqual(visibleAt(NOW));
    expect(visibleAt(change as number)).not.toEqual(visibleAt(NOW));
  });
});
