import {spawnSync} from 'node:child_process';
import {existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';

const PEER_SERVER = path.join(__dirname, '../../scripts/lib/peerServer.mjs');
const hasNginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].some(existsSync);
const PORT = 4397;

/**
 * Starts the bench's peer server on `root`, asks it for `paths` over HTTP/2 (brotli and gzip
 * accepted), stops it, and returns each answer's status and content encoding.
 */
function servePeer(root: string, paths: string[]): Array<{status: number; encoding: string}> {
  const script = `import {startPeerServer} from ${JSON.stringify(PEER_SERVER)};
import http2 from 'node:http2';
const server = await startPeerServer({root: ${JSON.stringify(root)}, httpsPort: ${PORT}});
const session = http2.connect('https://127.0.0.1:${PORT}', {rejectUnauthorized: false, servername: 'localhost'});
const ask = (p) => new Promise((resolve, reject) => {
  const request = session.request({':path': p, 'accept-encoding': 'br, gzip'});
  request.on('response', (headers) => {
    request.resume();
    request.on('end', () => resolve({status: headers[':status'], encoding: headers['content-encoding'] ?? 'identity'}));
  });
  request.on('error', reject);
});
try {
  const answers = [];
  for (const p of ${JSON.stringify(paths)}) answers.push(await ask(p));
  process.stdout.write(JSON.stringify(answers));
} finally {
  session.close();
  await server.stop();
}`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(result.stderr);
  }
  return JSON.parse(result.stdout) as Array<{status: number; encoding: string}>;
}

(hasNginx ? describe : describe.skip)("scripts/lib/peerServer.mjs: the bench's peer served as ours is", () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), 'peer-site-'));
    const page = `<!doctype html><title>Peer</title>${'<p>A page of the peer site.</p>'.repeat(50)}`;
    writeFileSync(path.join(root, 'index.html'), page);
    mkdirSync(path.join(root, 'post'));
    writeFileSync(path.join(root, 'post', 'index.html'), page);
    writeFileSync(path.join(root, '404.html'), '<!doctype html><title>Not found</title>');
  });
  afterAll(() => rmSync(root, {recursive: true, force: true}));

  it('answers its pages over HTTP/2 (the client speaks nothing else), compressed, and unknown paths with 404', () => {
    const [home, post, missing] = servePeer(root, ['/', '/post/', '/nothing-here']);
    expect(home!.status).toBe(200);
    expect(['br', 'gzip']).toContain(home!.encoding);
    expect(post!.status).toBe(200);
    expect(missing!.status).toBe(404);
    expect(existsSync(path.join(root, 'index.html.gz'))).toBe(true);
  });
});
