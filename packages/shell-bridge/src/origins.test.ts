import { createOnceLogger } from './createOnceLogger';
import { createOriginPolicy, normaliseOrigin } from './origins';
import { createFakeWindow, type FakeWindowOptions } from './testSupport/createFakeWindow';

function policy(windowOptions: FakeWindowOptions, allowedOrigins: readonly string[] = [], shellOrigin?: string) {
  const warn = jest.fn();
  const result = createOriginPolicy({
    window: createFakeWindow(windowOptions),
    allowedOrigins,
    shellOrigin,
    log: createOnceLogger({ warn }),
  });
  return { ...result, warn };
}

describe('normaliseOrigin', () => {
  it.each([
    ['https://shell.example', 'https://shell.example'],
    ['https://Shell.Example:443/path?q', 'https://shell.example'],
    ['http://localhost:8080/', 'http://localhost:8080'],
    ['*', null],
    ['https://*.example.com', null],
    ['null', null],
    ['file:///index.html', null],
    ['javascript:alert(1)', null],
    ['shell.example', null],
  ])('%s -> %s', (input, expected) => {
    expect(normaliseOrigin(input)).toBe(expected);
  });
});

describe('createOriginPolicy', () => {
  it('allows the own origin and the configured list, nothing else', () => {
    const { isAllowed } = policy({ origin: 'https://lobby.example' }, ['https://shell.example/']);
    expect(isAllowed('https://lobby.example')).toBe(true);
    expect(isAllowed('https://shell.example')).toBe(true);
    expect(isAllowed('https://evil.example')).toBe(false);
    expect(isAllowed('https://lobby.example.evil.example')).toBe(false);
    expect(isAllowed('http://lobby.example')).toBe(false);
    expect(isAllowed('null')).toBe(false);
    expect(isAllowed('')).toBe(false);
  });

  it('never allows null, even for a page whose own origin is opaque', () => {
    const { isAllowed, shellOrigin } = policy({ origin: 'null' });
    expect(isAllowed('null')).toBe(false);
    expect(shellOrigin).toBeNull();
  });

  it('ignores and reports wildcard entries', () => {
    const { isAllowed, warn } = policy({}, ['*', 'https://*.example.com']);
    expect(isAllowed('*')).toBe(false);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('uses the configured shell origin and allows it', () => {
    const { shellOrigin, isAllowed } = policy({}, [], 'https://shell.example');
    expect(shellOrigin).toBe('https://shell.example');
    expect(isAllowed('https://shell.example')).toBe(true);
  });

  it("refuses '*' as the configured shell origin", () => {
    const { shellOrigin, warn } = policy({ origin: 'https://lobby.example' }, [], '*');
    expect(shellOrigin).toBe('https://lobby.example');
    expect(warn).toHaveBeenCalled();
  });

  it('defaults to the referrer origin when it is allowed', () => {
    expect(policy({ referrer: 'https://shell.example/app' }, ['https://shell.example']).shellOrigin).toBe('https://shell.example');
  });

  it('prefers the ancestor origin to the referrer', () => {
    const { shellOrigin } = policy(
      { ancestorOrigins: ['https://frame.example'], referrer: 'https://shell.example/' },
      ['https://shell.example', 'https://frame.example'],
    );
    expect(shellOrigin).toBe('https://frame.example');
  });

  it('falls back to the own origin when the referrer is not allowed', () => {
    expect(policy({ origin: 'https://lobby.example', referrer: 'https://evil.example/' }).shellOrigin).toBe('https://lobby.example');
  });
});
