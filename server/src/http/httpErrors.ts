import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** Headers that explain the status, e.g. Retry-After on a 429. */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface ErrorBody {
  readonly error: string;
  readonly message: string;
}

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
};

/**
 * What the client reads for errors Fastify or a plugin raised. Their own messages may echo
 * the request (a URL, a content type) and carry framework codes; these never do.
 */
const FIXED_MESSAGES: Readonly<Record<number, string>> = {
  400: 'The request is malformed.',
  404: 'There is nothing at this address.',
  408: 'The request took too long to arrive.',
  413: 'The request body is larger than this call accepts.',
  414: 'The address is too long.',
  415: 'Send the body as application/json.',
  431: 'The request headers are too large.',
};

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { error: REASONS[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Error'), message };
}

export const NOT_FOUND_BODY = errorBody(404, FIXED_MESSAGES[404] ?? '');

/** How long a client should wait before retrying a 503 (rate limits send their own). */
const RETRY_AFTER_S = '5';

/**
 * The storage is down or out of a resource (disk, memory, connections): retrying later can
 * succeed, so these answer 503 rather than 500. SQLSTATE classes 08 (connection), 53
 * (insufficient resources), 57P0x (shutdown) and 58 (system/I/O), and the system errors a
 * PostgreSQL client meets when the server goes away.
 */
export function isStorageUnavailable(error: unknown): boolean {
  if (error instanceof HttpError) return error.statusCode === 503;
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (typeof code !== 'string') return false;
  return /^(08|53|57P0|58)/.test(code) || ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOSPC'].includes(code);
}

function statusOf(error: FastifyError | HttpError): number {
  if ('validation' in error && error.validation) return 400;
  if (isStorageUnavailable(error)) return 503;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

function clientMessage(error: FastifyError | HttpError, status: number): string {
  // Our own messages, schema messages naming the field ("body/gameId must be integer") and
  // the rate limit's "retry in 1 minute" are written for the client.
  if (error instanceof HttpError || ('validation' in error && error.validation) || status === 429) return error.message;
  return FIXED_MESSAGES[status] ?? REASONS[status] ?? 'The request failed.';
}

/**
 * One JSON error shape for every route, content service and static hosting alike:
 * `{ error, message }`. Server errors are logged with their cause and answered without
 * internals; storage outages answer 503 with Retry-After, so clients and proxies retry.
 */
export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  const status = statusOf(error);
  if (error instanceof HttpError) void reply.headers(error.headers);
  if (status >= 500) {
    const unavailable = status === 503;
    request.log.error({ err: error }, unavailable ? 'answered 503: unavailable' : 'request failed');
    if (unavailable) void reply.header('retry-after', RETRY_AFTER_S);
    const message = unavailable ? 'The content service is unavailable; try again shortly.' : 'The content service failed; try again later.';
    void reply.code(status).send(errorBody(status, message));
    return;
  }
  void reply.code(status).send(errorBody(status, clientMessage(error, status)));
}

export function handleNotFound(_request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send(NOT_FOUND_BODY);
}
