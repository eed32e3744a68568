import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A real HTTP server on 127.0.0.1 for tests of the API clients: each route plays a script of
 * answers and faults, and every request is recorded, so tests can assert attempt counts,
 * URL order, headers and bodies without mocking axios.
 */
export type Fault =
  /** Answers with a JSON body (or none) after an optional delay. */
  | {
      readonly kind: 'reply';
      readonly status: number;
      readonly body?: unknown;
      readonly headers?: Readonly<Record<string, string>>;
      readonly delayMs?: number;
    }
  /** Never answers: the client runs into its timeout. */
  | { readonly kind: 'hang' }
  /** Destroys the connection without an answer ("Network Error"). */
  | { readonly kind: 'reset' };

export const reply = (
  status: number,
  body?: unknown,
  headers?: Readonly<Record<string, string>>,
  delayMs?: number,
): Fault => ({ kind: 'reply', status, body, headers, delayMs });
export const json = (body: unknown): Fault => reply(200, body);
export const hang = (): Fault => ({ kind: 'hang' });
export const reset = (): Fault => ({ kind: 'reset' });

export interface RecordedRequest {
  readonly method: string;
  /** Path without the query. */
  readonly path: string;
  /** Path and query as received. */
  readonly url: string;
  readonly query: URLSearchParams;
  readonly headers: IncomingHttpHeaders;
  /** Parsed JSON body, the raw text when not JSON, undefined when empty. */
  readonly body: unknown;
  /** performance.now() when the request arrived. */
  readonly atMs: number;
  /** The origin of the server that received it. */
  readonly server: string;
}

export interface FaultServer {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** Every request received, in arrival order. */
  readonly requests: readonly RecordedRequest[];
  /**
   * Scripts a route: answers are used in order, the last one repeats. Unscripted routes
   * answer 404. Scripting a route again replaces its script.
   */
  route(method: string, path: string, ...script: readonly Fault[]): void;
  requestsTo(method: string, path: string): readonly RecordedRequest[];
  /** Forgets scripts and recorded requests. */
  clear(): void;
  close(): Promise<void>;
}

function parseBody(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function send(response: ServerResponse, fault: Extract<Fault, { kind: 'reply' }>): void {
  const body = fault.body === undefined ? '' : JSON.stringify(fault.body);
  response.writeHead(fault.status, {
    ...(fault.body === undefined ? {} : { 'content-type': 'application/json' }),
    ...fault.headers,
  });
  response.end(body);
}

export async function startFaultServer(): Promise<FaultServer> {
  const scripts = new Map<string, { faults: readonly Fault[]; used: number }>();
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();
  const timers = new Set<NodeJS.Timeout>();
  let origin = '';

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const parsed = new URL(request.url ?? '/', origin);
      const method = request.method ?? 'GET';
      requests.push({
        method,
        path: parsed.pathname,
        url: request.url ?? '/',
        query: parsed.searchParams,
        headers: request.headers,
        body: parseBody(Buffer.concat(chunks).toString('utf8')),
        atMs: performance.now(),
        server: origin,
      });
      const script = scripts.get(`${method} ${parsed.pathname}`);
      const fault = script ? script.faults[Math.min(script.used, script.faults.length - 1)] : undefined;
      if (script) script.used += 1;
      if (!fault) {
        send(response, { kind: 'reply', status: 404, body: { error: 'not scripted' } });
        return;
      }
      switch (fault.kind) {
        case 'hang':
          return;
        case 'reset':
          request.socket.destroy();
          return;
        case 'reply': {
          if (!fault.delayMs) {
            send(response, fault);
            return;
          }
          const timer = setTimeout(() => {
            timers.delete(timer);
            if (!response.destroyed) send(response, fault);
          }, fault.delayMs);
          timers.add(timer);
          return;
        }
        default: {
          const unknownFault: never = fault;
          throw new Error(`Unknown fault ${JSON.stringify(unknownFault)}`);
        }
      }
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    requests,
    route(method, path, ...script) {
      scripts.set(`${method.toUpperCase()} ${path}`, { faults: script, used: 0 });
    },
    requestsTo(method, path) {
      return requests.filter((recorded) => recorded.method === method.toUpperCase() && recorded.path === path);
    },
    clear() {
      scripts.clear();
      requests.length = 0;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
    },
  };
}

/** The URL of a port nothing listens on: a proxy that is down. */
export async function deadServerUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}
