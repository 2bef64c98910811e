import {spawnSync} from 'node:child_process';
import path from 'node:path';

const SCRIPT = path.join(__dirname, '..', '..', 'deploy', 'nginx', 'local.mjs');

/**
 * Runs the script as a user would. The root does not exist, so a run that ignores the help
 * option fails at once instead of starting nginx; the timeout only stops a hung process.
 */
function runLocal(...args: string[]) {
  return spawnSync(process.execPath, [SCRIPT, ...args, '--root', '/nonexistent/northbeam-build'], {
    encoding: 'utf8',
    timeout: 30_000,
  });
}

describe('node deploy/nginx/local.mjs --help', () => {
  it.each(['--help', '-h'])('%s prints the usage and exits without starting a server', (option) => {
    const result = runLocal(option);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/^Usage: node deploy\/nginx\/local\.mjs \[--root build\] \[--port 4315\]/);
    expect(result.stdout).toContain('--help');
    expect(result.stdout).not.toContain('nginx serves');
    expect(result.stderr).toBe('');
  });
});
