import { AXIOS_CODES, isAxiosError } from './axiosKit';

/** Codes the Node http adapter reports for a connection that gave no response. */
const CONNECTION_ERROR_CODES: ReadonlySet<string> = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * "timeout of Nms exceeded": the fetch adapter says ETIMEDOUT, xhr and http say ECONNABORTED,
 * which xhr also uses for "Request aborted" (the page cancelled it), hence the message test.
 */
export function isTimeoutError(error: unknown): boolean {
  if (!isAxiosError(error) || error.response) return false;
  if (error.code === AXIOS_CODES.ETIMEDOUT) return true;
  return error.code === AXIOS_CODES.ECONNABORTED && error.message.startsWith('timeout');
}

/** SPEC §8: a timeout or a request that got no response; the only errors that fail over. */
export function isNoResponseError(error: unknown): boolean {
  if (!isAxiosError(error) || error.response) return false;
  if (isTimeoutError(error)) return true;
  const code = error.code ?? '';
  return code === AXIOS_CODES.ERR_NETWORK || CONNECTION_ERROR_CODES.has(code);
}
