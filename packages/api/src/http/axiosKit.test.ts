import axios, { AxiosError } from 'axios';
import { AXIOS_CODES, isAxiosError, loadAxiosKit } from './axiosKit';

describe('axiosKit', () => {
  test('loads axios and axios-retry once for every client', async () => {
    const first = loadAxiosKit();
    expect(loadAxiosKit()).toBe(first);
    const kit = await first;
    expect(typeof kit.axios.create).toBe('function');
    expect(typeof kit.axiosRetry).toBe('function');
  });

  test("the error codes are axios's own", () => {
    expect(AXIOS_CODES).toEqual({
      ETIMEDOUT: AxiosError.ETIMEDOUT,
      ECONNABORTED: AxiosError.ECONNABORTED,
      ERR_NETWORK: AxiosError.ERR_NETWORK,
    });
  });

  test.each([
    ['an AxiosError', new AxiosError('timeout', AxiosError.ETIMEDOUT)],
    ['a plain Error', new Error('boom')],
    ['a look-alike with isAxiosError: "true"', { isAxiosError: 'true' }],
    ['null', null],
    ['a string', 'isAxiosError'],
  ])('tells %s apart as axios does', (_name, value) => {
    expect(isAxiosError(value)).toBe(axios.isAxiosError(value));
  });
});
