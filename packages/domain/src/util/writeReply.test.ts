import { classifyWriteReply, type WriteReply } from './writeReply';

describe('classifyWriteReply', () => {
  test.each<[number | null, WriteReply]>([
    [200, 'delivered'],
    [202, 'delivered'],
    [204, 'delivered'],
    [null, 'retry'],
    [429, 'retry'],
    [500, 'retry'],
    [502, 'retry'],
    [503, 'retry'],
    [599, 'retry'],
    [400, 'refused'],
    [401, 'refused'],
    [403, 'refused'],
    [404, 'refused'],
    [409, 'refused'],
    [413, 'refused'],
    [422, 'refused'],
    [304, 'refused'],
    [0, 'refused'],
  ])('%p -> %s', (status, expected) => {
    expect(classifyWriteReply(status)).toBe(expected);
  });
});
