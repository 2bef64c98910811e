#!/usr/bin/env node
/**
 * A stand-in for the analytics collector (Plausible's event API) on 127.0.0.1, for the end-to-end
 * suite: it answers every request with 202 and records it (method, path, headers, body);
 * `GET /recorded` returns what it recorded, as JSON, and is not recorded itself.
 *
 *   node tests/e2e/support/collector.mjs <port>
 */
import http from 'node:http';

const port = Number(process.argv[2] ?? process.env.E2E_COLLECTOR_PORT);
if (!Number.isInteger(port) || port <= 0) {
  throw new Error('Usage: node tests/e2e/support/collector.mjs <port>');
}

const recorded = [];
http
  .createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'GET' && request.url === '/recorded') {
        response.writeHead(200, {'Content-Type': 'application/json', 'Cache-Control': 'no-store'});
        response.end(JSON.stringify(recorded));
        return;
      }
      recorded.push({
        method: request.method,
        path: request.url,
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      response.writeHead(202, {'Access-Control-Allow-Origin': '*'});
      response.end();
    });
  })
  .listen(port, '127.0.0.1', () => console.log(`Analytics collector recording on http://127.0.0.1:${port}`));
