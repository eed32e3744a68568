import { buildAuthHeaders, readCookieValue, readDocumentCookie } from './requestHeaders';

describe('readCookieValue', () => {
  it.each([
    ['XSRF-TOKEN=abc', 'abc'],
    ['a=1; XSRF-TOKEN=abc%3D%3D; b=2', 'abc=='],
    ['X-XSRF-TOKEN=no; XSRF-TOKEN=yes', 'yes'],
    ['XSRF-TOKEN=%E0%A4%A', '%E0%A4%A'],
    ['other=1', null],
    ['', null],
  ])('%j -> %j', (cookies, expected) => {
    expect(readCookieValue(cookies, 'XSRF-TOKEN')).toBe(expected);
  });

  it('finds no cookies outside a browser', () => {
    expect(readDocumentCookie('XSRF-TOKEN')).toBeNull();
  });
});

describe('buildAuthHeaders', () => {
  it('returns both headers when both ids exist', () => {
    const logger = { warn: jest.fn() };
    expect(buildAuthHeaders({ userId: 'u', sessionId: 's' }, logger, 'call')).toEqual({
      'X-UserId': 'u',
      'X-SessionId': 's',
    });
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it.each([
    null,
    undefined,
    { userId: 'u', sessionId: null },
    { userId: null, sessionId: 's' },
    { userId: '', sessionId: '' },
  ])('warns and returns none for %j', (session) => {
    const logger = { warn: jest.fn() };
    expect(buildAuthHeaders(session, logger, 'call')).toEqual({});
    expect(logger.warn).toHaveBeenCalledTimes(1);
  });
});
