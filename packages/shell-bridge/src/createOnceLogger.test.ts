import { createOnceLogger } from './createOnceLogger';

describe('createOnceLogger', () => {
  it('logs each key once', () => {
    const warn = jest.fn();
    const log = createOnceLogger({ warn });
    log.warnOnce('a', 'first', { n: 1 });
    log.warnOnce('a', 'again');
    log.warnOnce('b', 'other');
    expect(warn.mock.calls).toEqual([
      ['[shell-bridge] first', { n: 1 }],
      ['[shell-bridge] other', undefined],
    ]);
  });

  it('stops after a bounded number of kinds, saying so once', () => {
    const warn = jest.fn();
    const log = createOnceLogger({ warn }, 3);
    for (let i = 0; i < 1_000; i += 1) log.warnOnce(`k${i}`, 'kind');
    expect(warn).toHaveBeenCalledTimes(4);
    expect(warn.mock.calls[3]?.[0]).toMatch(/more than 3 kinds/);
  });
});
