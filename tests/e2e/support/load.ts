/**
 * Concurrent load on the production host, checked response by response: N keep-alive TLS
 * connections at once (an https.Agent with N sockets, each with one request in flight), every
 * answer a 200 whose body, decompressed when the host compressed it, is byte for byte the file of
 * the build. Counts, never timings: a slow machine makes it slower, not red.
 *
 * Hand-written on node:https rather than a benchmark tool (autocannon compares bodies as text
 * against one expected string): here each response is compared with its own file, binary ones
 * included, and the client counts the connections it really held open at once.
 */
import {createHash} from 'node:crypto';
import {existsSync, readFileSync, readdirSync} from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import {brotliDecompressSync, gunzipSync} from 'node:zlib';
import {listBuildFiles} from '../../../plugins/lib/buildFiles';
import {NGINX_CLIENT_LIMITS} from '../../../scripts/postbuild/nginxLimits';
import {BUILD_DIR, builtRoutes, isRedirectRoute, servedPath} from '../../support/routes';

export interface LoadTarget {
  /** The path requested. */
  path: string;
  /** The build file it must answer with. */
  file: string;
}

export interface LoadResult {
  /** Requests answered 200 with the complete file. */
  complete: number;
  /** One line per request that failed: its path and what went wrong. */
  failures: string[];
  /** The most connections the client held open at the same time. */
  peakConnections: number;
}

export interface LoadOptions {
  connections: number;
  requests: number;
  ca: Buffer;
  /** Called after each complete answer, with the number so far and the requests still in flight. */
  onComplete?: (complete: number, inFlight: number) => void;
  /** Once aborted, no further request is sent (those in flight finish or fail). */
  signal?: AbortSignal;
}

/** The HTML file a served page path answers with. */
function pageFile(route: string): string {
  const base = route === '/' ? '' : route.slice(1);
  const candidates = [`${base}.html`, path.join(base, 'index.html')];
  return path.join(
    BUILD_DIR,
    candidates.find((candidate) => existsSync(path.join(BUILD_DIR, candidate)))!,
  );
}

/**
 * What a visitor downloads: every page of the build in both languages (not the redirect pages,
 * which the host answers with 301), the hashed scripts and styles, the fonts and the images.
 */
export function loadTargets(): LoadTarget[] {
  const pages = builtRoutes()
    .filter((route) => !isRedirectRoute(route))
    .map((route) => ({path: servedPath(route), file: pageFile(route)}));
  const files = ['assets/js', 'assets/css', 'fonts', 'img']
    .filter((folder) => existsSync(path.join(BUILD_DIR, folder)))
    .flatMap((folder) => readdirSync(path.join(BUILD_DIR, folder), {withFileTypes: true}))
    .filter((entry) => entry.isFile() && !/\.(gz|br)$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({path: `/${path.relative(BUILD_DIR, file).split(path.sep).join('/')}`, file}));
  return [...pages, ...files];
}

const DECODERS: Record<string, (raw: Buffer) => Buffer> = {
  '': (raw) => raw,
  gzip: (raw) => gunzipSync(raw),
  br: (raw) => brotliDecompressSync(raw),
};

/** Why the body is not the file (decompressed first when the host compressed it), or undefined. */
function bodyProblem(body: Buffer, encoding: string | undefined, expected: Buffer): string | undefined {
  const decompress = DECODERS[encoding ?? ''];
  if (!decompress) {
    return `unexpected content-encoding ${encoding}`;
  }
  let decoded: Buffer;
  try {
    decoded = decompress(body);
  } catch (error) {
    return `${encoding} body that does not decompress (${(error as Error).message})`;
  }
  return decoded.equals(expected) ? undefined : `${decoded.length} bytes that are not the file's ${expected.length}`;
}

/**
 * The most one simulated visitor's address takes of the host's per-address limits
 * (NGINX_CLIENT_LIMITS): a quarter of its requests in progress, half its burst of requests in
 * all, so it is never refused, however fast the machine answers. Load from many visitors comes
 * from many addresses; one address flooding the host is productionLimits.spec.ts.
 */
const PER_SOURCE = {
  connections: Math.floor(NGINX_CLIENT_LIMITS.inProgress / 4),
  requests: Math.floor(NGINX_CLIENT_LIMITS.burst / 2),
} as const;

/** The loopback addresses of the load's visitors (127.0.2.0/24; nginx listens on 127.0.0.1). */
function loadSources(connections: number, requests: number): string[] {
  const count = Math.max(Math.ceil(connections / PER_SOURCE.connections), Math.ceil(requests / PER_SOURCE.requests));
  if (count > 254) {
    throw new Error(`${connections} connections and ${requests} requests need ${count} client addresses, over 254`);
  }
  return Array.from({length: count}, (_, index) => `127.0.2.${index + 1}`);
}

/**
 * Sends `requests` GETs over `connections` simultaneous keep-alive connections to `baseURL`
 * (half of them accepting gzip and brotli), cycling through `targets`, from as many loopback
 * addresses as keep each within PER_SOURCE.
 */
export async function runLoad(baseURL: string, targets: LoadTarget[], options: LoadOptions): Promise<LoadResult> {
  const {hostname, port} = new URL(baseURL);
  const sources = loadSources(options.connections, options.requests);
  // Connection loop i sends from sources[i % sources.length], one request in flight per loop.
  const agents = sources.map(
    (localAddress) =>
      new https.Agent({
        keepAlive: true,
        maxSockets: Math.ceil(options.connections / sources.length),
        ca: options.ca,
        localAddress,
      }),
  );
  const expected = new Map(targets.map((target) => [target.file, readFileSync(target.file)]));
  const sockets = new Set<unknown>();
  let open = 0;
  let peakConnections = 0;
  let complete = 0;
  let inFlight = 0;
  const failures: string[] = [];

  const request = (agent: https.Agent, target: LoadTarget, compressed: boolean) =>
    new Promise<void>((resolve) => {
      inFlight += 1;
      let settled = false;
      // A request ends once, however many errors its socket and response report.
      const settle = (why?: string) => {
        if (settled) {
          return false;
        }
        settled = true;
        inFlight -= 1;
        if (why) {
          failures.push(`${target.path}: ${why}`);
        }
        resolve();
        return true;
      };
      const outgoing = https.request(
        {
          agent,
          // nginx listens on the IPv4 loopback only; the certificate and the server name are localhost.
          host: hostname === 'localhost' ? '127.0.0.1' : hostname,
          port,
          servername: hostname,
          path: target.path,
          headers: {host: `${hostname}:${port}`, ...(compressed ? {'accept-encoding': 'br, gzip'} : {})},
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('error', (error) => settle(error.message));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            const length = response.headers['content-length'];
            const problem =
              response.statusCode !== 200
                ? `status ${response.statusCode}`
                : !response.complete
                  ? 'incomplete response'
                  : length !== undefined && Number(length) !== body.length
                    ? `${body.length} of ${length} bytes`
                    : bodyProblem(body, response.headers['content-encoding'], expected.get(target.file)!);
            if (problem) {
              settle(problem);
              return;
            }
            if (settle()) {
              complete += 1;
              options.onComplete?.(complete, inFlight);
            }
          });
        },
      );
      outgoing.on('socket', (socket) => {
        if (!sockets.has(socket)) {
          sockets.add(socket);
          open += 1;
          peakConnections = Math.max(peakConnections, open);
          socket.once('close', () => (open -= 1));
        }
      });
      // A guard against a hung connection, not a time limit on the answer.
      outgoing.setTimeout(30_000, () => outgoing.destroy(new Error('no answer in 30 s')));
      outgoing.on('error', (error) => settle(error.message));
      outgoing.end();
    });

  // One loop per connection, each with one request in flight: exactly `connections` at once.
  let next = 0;
  const connection = async (agent: https.Agent) => {
    while (next < options.requests && !options.signal?.aborted) {
      const index = next;
      next += 1;
      // Each round through the targets swaps which ones ask for compression.
      await request(agent, targets[index % targets.length]!, (index + Math.floor(index / targets.length)) % 2 === 1);
    }
  };
  try {
    await Promise.all(
      Array.from({length: options.connections}, (_, loop) => connection(agents[loop % agents.length]!)),
    );
  } finally {
    for (const agent of agents) {
      agent.destroy();
    }
  }
  return {complete, failures, peakConnections};
}

/** Every file under `folders`, with a SHA-256 of its content: path → hash. */
export function fileHashes(folders: string[]): Map<string, string> {
  const hashes = new Map<string, string>();
  for (const folder of folders) {
    for (const file of listBuildFiles(folder)) {
      hashes.set(file, createHash('sha256').update(readFileSync(file)).digest('hex'));
    }
  }
  return hashes;
}
