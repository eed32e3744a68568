import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** An error whose status and message are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
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
  409: 'Conflict',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

export function errorBody(statusCode: number, message: string): ErrorBody {
  return { error: REASONS[statusCode] ?? (statusCode >= 500 ? 'Internal Server Error' : 'Error'), message };
}

function statusOf(error: FastifyError | HttpError): number {
  if ('validation' in error && error.validation) return 400;
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 600 ? status : 500;
}

/**
 * One JSON error shape for every content-service route: `{ error, message }`. Client errors
 * keep their message (a validation message names the field, e.g. "querystring/limit must be
 * <= 500"); server errors are logged and answered without internals.
 */
export function handleError(error: FastifyError | HttpError, request: FastifyRequest, reply: FastifyReply): void {
  const status = statusOf(error);
  if (error instanceof HttpError && status === 503) {
    void reply.code(status).header('retry-after', '5').send(errorBody(status, error.message));
    return;
  }
  if (status >= 500) {
    request.log.error({ err: error }, 'content service error');
    void reply.code(status).send(errorBody(status, 'The content service failed; try again later.'));
    return;
  }
  void reply.code(status).send(errorBody(status, error.message));
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): void {
  void reply.code(404).send(errorBody(404, `No route ${request.method} ${request.url.split('?')[0] ?? ''}`));
}
