import { isQuotaExceededError } from './isQuotaExceededError';

describe('isQuotaExceededError', () => {
  it.each([
    ['standard DOMException', new DOMException('full', 'QuotaExceededError'), true],
    ['Firefox by name', { name: 'NS_ERROR_DOM_QUOTA_REACHED' }, true],
    ['Firefox by code', { name: 'Error', code: 1014 }, true],
    ['legacy code 22', { name: 'QUOTA_EXCEEDED_ERR', code: 22 }, true],
    ['security error', new DOMException('insecure', 'SecurityError'), false],
    ['plain error', new Error('boom'), false],
    ['string', 'QuotaExceededError', false],
    ['null', null, false],
  ])('%s -> %s', (_case, error, expected) => {
    expect(isQuotaExceededError(error)).toBe(expected);
  });
});
