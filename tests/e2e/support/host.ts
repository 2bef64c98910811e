/**
 * Requests to the production host as an attacker or a scanner sends them: the path exactly as
 * given (no URL normalisation by a client library), any method, Host or TLS name, over HTTP or
 * HTTPS. HTTPS trusts only the local test CA of deploy/nginx/local.mjs (NGINX_CA_FILE).
 */
import {readFileSync} from 'node:fs';
import http from 'node:http';
import https from 'node:https';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface RawRequestOptions {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** TLS server name (SNI); the URL's host name by default. */
  servername?: string;
  /** The client's address; the next of RAW_REQUEST_SOURCES by default. */
  localAddress?: string;
  /** The agent (connections and client address) to send with; Node's default agent otherwise. */
  agent?: https.Agent;
}

/**
 * The loopback addresses raw requests come from, in turn. The host limits each client address
 * (NGINX_CLIENT_LIMITS): hundreds of requests from one address would soon get 429 instead of
 * the answer under test, so the checks act as a few dozen clients, each far below its limits.
 * Other suites' clients use other 127.0.x.0/24 ranges.
 */
const RAW_REQUEST_SOURCES = Array.from({length: 32}, (_, index) => `127.0.1.${index + 1}`);
let nextSource = 0;

/** A loopback client address (127.0.0.0/8 is all loopback on Linux, which nginx serves from 127.0.0.1). */
function nextRawRequestSource(): string {
  const source = RAW_REQUEST_SOURCES[nextSource % RAW_REQUEST_SOURCES.length]!;
  nextSource += 1;
  return source;
}

/** The certificate of the CA that signed the local server's certificate. */
export function testCa(): Buffer {
  const file = process.env.NGINX_CA_FILE;
  if (!file) {
    throw new Error('NGINX_CA_FILE is not set: run this suite with playwright.nginx.config.ts or scripts/test.mjs.');
  }
  return readFileSync(file);
}

/** The plain-HTTP address of the same server (it only redirects to HTTPS). */
export function httpBaseUrl(): string {
  const url = process.env.NGINX_HTTP_URL;
  if (!url) {
    throw new Error('NGINX_HTTP_URL is not set: run this suite with playwright.nginx.config.ts or scripts/test.mjs.');
  }
  return url;
}

export function rawRequest(baseURL: string, rawPath: string, options: RawRequestOptions = {}): Promise<RawResponse> {
  const {hostname, port, protocol} = new URL(baseURL);
  const secure = protocol === 'https:';
  const requestOptions: https.RequestOptions = {
    host: hostname,
    port,
    path: rawPath,
    method: options.method ?? 'GET',
    headers: {...options.headers},
    // The local server listens on the IPv4 loopback, which the client addresses belong to.
    family: 4,
    ...(options.agent ? {agent: options.agent} : {localAddress: options.localAddress ?? nextRawRequestSource()}),
    ...(secure ? {ca: testCa(), servername: options.servername ?? hostname} : {}),
  };
  return new Promise((resolve, reject) => {
    const request = (secure ? https : http).request(requestOptions, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    request.on('error', reject);
    request.end(options.body);
  });
}
