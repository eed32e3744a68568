import { Agent, request as httpRequest } from 'node:http';

export interface Answer {
  readonly status: number;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: Buffer;
  readonly ms: number;
}

export interface RequestOptions {
  readonly method?: string;
  readonly headers?: Readonly<Record<string, string>>;
  readonly body?: string;
  /** Loopback source address (127.0.0.x): the rate limits are per client address. */
  readonly from?: string;
}

const agents = new Map<string, Agent>();
const agentFor = (from: string): Agent => {
  let agent = agents.get(from);
  if (!agent) {
    agent = new Agent({ keepAlive: true, localAddress: from, maxSockets: 64 });
    agents.set(from, agent);
  }
  return agent;
};

/** One request; network failures resolve as status 0 so probes can count them. */
export function send(url: string, options: RequestOptions = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      url,
      {
        method: options.method ?? 'GET',
        headers: { ...(options.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(options.body)) }), ...options.headers },
        agent: agentFor(options.from ?? '127.0.0.1'),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: performance.now() - started }));
        res.on('error', () => resolve({ status: 0, headers: {}, body: Buffer.alloc(0), ms: performance.now() - started }));
      },
    );
    req.on('error', () => resolve({ status: 0, headers: {}, body: Buffer.alloc(0), ms: performance.now() - started }));
    if (options.body !== undefined) req.write(options.body);
    req.end();
  });
}

export function closeAgents(): void {
  for (const agent of agents.values()) agent.destroy();
  agents.clear();
}

export function percentile(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}
