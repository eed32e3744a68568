import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const ROOT_DIR = path.resolve(__dirname, '..', '..', '..');
const START = path.join(ROOT_DIR, 'server', 'src', 'cli', 'start.ts');

/** `npm start` as a separate process: a real port, a real kill -9. */
export interface ServerProcess {
  readonly url: string;
  readonly pid: number;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
  readonly exited: Promise<number | null>;
  kill(signal: NodeJS.Signals): void;
}

export interface StartOptions {
  readonly env: Readonly<Record<string, string>>;
  /** A command the server runs under, e.g. `unshare … sh -c '… exec "$@"' --`. */
  readonly wrap?: readonly string[];
  readonly timeoutMs?: number;
}

function launch(options: StartOptions): { child: ChildProcess; output: () => string } {
  const command = [...(options.wrap ?? []), process.execPath, '--import', 'tsx', START, '--skip-build'];
  const child = spawn(command[0] ?? process.execPath, command.slice(1), {
    cwd: ROOT_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    text += chunk.toString();
  });
  return { child, output: () => text };
}

/** Starts the server and resolves once it listens; rejects with its output if it exits first. */
export async function startServerProcess(options: StartOptions): Promise<ServerProcess> {
  const { child, output } = launch(options);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output()}`)), options.timeoutMs ?? 90_000);
    const check = (): void => {
      const match = /running on (http:\/\/[^\s]+)/.exec(output());
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', check);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${output()}`));
    });
  });
  return { url, pid: child.pid ?? 0, output, exited, kill: (signal) => child.kill(signal) };
}

/** Runs a server that is expected to refuse to start; resolves with its exit code and output. */
export async function runRefusedServer(options: StartOptions): Promise<{ code: number | null; output: string }> {
  const { child, output } = launch(options);
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exit) => resolve(exit)));
  return { code, output: output() };
}
