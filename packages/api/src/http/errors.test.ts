import { AxiosError, AxiosHeaders } from 'axios';
import { isNoResponseError, isTimeoutError } from './errors';

const withResponse = new AxiosError(
  'Request failed with status code 500',
  AxiosError.ERR_BAD_RESPONSE,
  undefined,
  {},
  {
    status: 500,
    statusText: 'Internal Server Error',
    data: null,
    headers: {},
    config: { headers: new AxiosHeaders() },
  },
);

describe('error classification', () => {
  it.each([
    ['fetch timeout', new AxiosError('timeout of 20000ms exceeded', AxiosError.ETIMEDOUT), true, true],
    ['xhr timeout', new AxiosError('timeout of 20000ms exceeded', AxiosError.ECONNABORTED), true, true],
    ['xhr abort', new AxiosError('Request aborted', AxiosError.ECONNABORTED), false, false],
    ['network error', new AxiosError('Network Error', AxiosError.ERR_NETWORK), false, true],
    ['node reset', new AxiosError('socket hang up', 'ECONNRESET'), false, true],
    ['node refused', new AxiosError('connect ECONNREFUSED', 'ECONNREFUSED'), false, true],
    ['cancelled', new AxiosError('canceled', AxiosError.ERR_CANCELED), false, false],
    ['HTTP error', withResponse, false, false],
    ['plain error', new Error('timeout of 1ms exceeded'), false, false],
  ])('%s: timeout %s, no response %s', (_case, error, timeout, noResponse) => {
    expect(isTimeoutError(error)).toBe(timeout);
    expect(isNoResponseError(error)).toBe(noResponse);
  });
});
