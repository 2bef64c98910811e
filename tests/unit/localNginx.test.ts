import {spawnSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const LOCAL_MJS = path.join(__dirname, '../../deploy/nginx/local.mjs');

/** localServerBlock() of the ES module, run by Node itself (the module uses top-level await). */
function localServerBlock(options: Record<string, unknown>): string {
  const script = `import {localServerBlock} from ${JSON.stringify(LOCAL_MJS)};
process.stdout.write(localServerBlock(${JSON.stringify(options)}));`;
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', script], {encoding: 'utf8'});
  if (result.status !== 0) {
    throw new Error(result.stderr);
  }
  return result.stdout;
}

describe('deploy/nginx/local.mjs: the shipped configuration on loopback ports', () => {
  const shipped = readFileSync(path.join(__dirname, '../../deploy/nginx/northbeam.conf'), 'utf8');
  const local = localServerBlock({
    root: '/tmp/site/build',
    host: '127.0.0.1',
    port: 4311,
    httpsPort: 4312,
    tls: {certificate: '/tmp/tls/server.pem', key: '/tmp/tls/server.key'},
    acmeRoot: '/tmp/acme',
    brotli: false,
  });

  it('keeps every rule and changes only addresses, names and paths', () => {
    const listens = [...local.matchAll(/^\s*listen (.*);$/gm)].map((match) => match[1]);
    expect(listens).toEqual([
      '127.0.0.1:4311 default_server',
      '127.0.0.1:4312 ssl http2 default_server',
      '127.0.0.1:4311',
      '127.0.0.1:4312 ssl http2',
    ]);
    expect(local).toContain('server_name localhost;');
    expect(local).toContain('return 301 https://$host:4312$request_uri;');
    expect(local).toContain('ssl_certificate /tmp/tls/server.pem;');
    const settings = local
      .split('\n')
      .filter((line) => !line.trim().startsWith('#'))
      .join('\n');
    expect(settings).not.toMatch(/www\.northbeam\.example|\/srv\/northbeam|\/etc\/ssl\/northbeam|\/var\/www\/acme/);
    const directives = (text: string) =>
      text
        .split('\n')
        .filter((line) => /^\s*(return|if|location|error_page|ssl_protocols|ssl_ciphers|max_ranges)\b/.test(line));
    expect(directives(local).length).toBe(directives(shipped).length);
  });
});
