// Receiving servers for the delivery benches: `count` HTTP servers in one process of
// their own (so they take no CPU from the platform's event loop or the bench's), each
// answering 204 to every POST and recording the `event-id` header of every delivery it
// gets, with the time of the first and the last. `GET /stats` on a server answers its
// figures and the event ids it received more than once; `GET /ids` every id it received.

import { spawn } from 'node:child_process';

const receiverScript = `
import http from 'node:http';
const count = Number(process.argv[1]);
const ports = [];
for (let i = 0; i < count; i++) {
  const seen = new Map();
  let received = 0, first = null, last = null;
  const server = http.createServer((req, res) => {
    if (req.method === 'GET' && req.url === '/stats') {
      const twice = [...seen].filter(([, n]) => n > 1).map(([id]) => id);
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ received, distinct: seen.size, twice, first, last }));
    }
    if (req.method === 'GET' && req.url === '/ids') {
      res.writeHead(200, { 'content-type': 'application/json' });
      return res.end(JSON.stringify([...seen.keys()]));
    }
    req.resume();
    req.on('end', () => {
      const id = String(req.headers['event-id'] ?? req.headers['webhook-id'] ?? '');
      const now = Date.now();
      received++;
      first ??= now;
      last = now;
      seen.set(id, (seen.get(id) ?? 0) + 1);
      res.writeHead(204);
      res.end();
    });
  });
  server.keepAliveTimeout = 72_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  ports.push(server.address().port);
}
process.stdout.write('ready ' + ports.join(' ') + '\\n');
process.on('SIGTERM', () => process.exit(0));
`;

export interface ReceiverStats {
  /** Deliveries received, repeats included. */
  received: number;
  /** Distinct event ids received. */
  distinct: number;
  /** Event ids received more than once. */
  twice: string[];
  /** Epoch milliseconds of the first and the last delivery (null before any). */
  first: number | null;
  last: number | null;
}

export interface Receivers {
  urls: string[];
  pid: number;
  stats(i: number): Promise<ReceiverStats>;
  ids(i: number): Promise<string[]>;
  stop(): Promise<void>;
}

export async function startReceivers(count: number): Promise<Receivers> {
  const child = spawn(process.execPath, ['--input-type=module', '-e', receiverScript, String(count)], { stdio: ['ignore', 'pipe', 'pipe'] });
  const ports = await new Promise<number[]>((resolve, reject) => {
    let seen = '';
    const timer = setTimeout(() => reject(new Error(`the receivers did not start within 10 s:\n${seen}`)), 10_000);
    child.stdout.on('data', (d: Buffer) => {
      seen += d.toString();
      const m = /ready ([\d ]+)\n/.exec(seen);
      if (m) {
        clearTimeout(timer);
        resolve((m[1] as string).split(' ').map(Number));
      }
    });
    child.stderr.on('data', (d: Buffer) => (seen += d.toString()));
    child.once('exit', (code) => reject(new Error(`the receivers exited with ${code}:\n${seen}`)));
  });
  const urls = ports.map((p) => `http://127.0.0.1:${p}`);
  const get = async <T>(i: number, what: string): Promise<T> => (await (await fetch(`${urls[i]}/${what}`)).json()) as T;
  return {
    urls,
    pid: child.pid as number,
    stats: (i) => get<ReceiverStats>(i, 'stats'),
    ids: (i) => get<string[]>(i, 'ids'),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
