import { classifyWriteError } from './classifyWriteError';

/** An error as axios raises it, with or without an answer. */
function axiosError(status: number | null, code = 'ERR_BAD_RESPONSE'): Error {
  return Object.assign(new Error(status === null ? 'Network Error' : `Request failed with status code ${status}`), {
    isAxiosError: true,
    code: status === null ? code : undefined,
    response: status === null ? undefined : { status },
  });
}

describe('classifyWriteError', () => {
  test.each<[string, unknown, 'retry' | 'refused']>([
    ['no answer (Network Error)', axiosError(null, 'ERR_NETWORK'), 'retry'],
    ['timeout', axiosError(null, 'ECONNABORTED'), 'retry'],
    ['429', axiosError(429), 'retry'],
    ['500', axiosError(500), 'retry'],
    ['503', axiosError(503), 'retry'],
    ['400', axiosError(400), 'refused'],
    ['401 (an ended session)', axiosError(401), 'refused'],
    ['404 (an unknown game)', axiosError(404), 'refused'],
    ['409 (a key used for another write)', axiosError(409), 'refused'],
    ['a client not initialized yet', new Error('platformClient not initialized'), 'retry'],
    ['not even an Error', 'boom', 'retry'],
  ])('%s -> %s', (_name, error, expected) => {
    expect(classifyWriteError(error)).toBe(expected);
  });
});
