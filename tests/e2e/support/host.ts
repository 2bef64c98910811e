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
