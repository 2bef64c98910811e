/**
 * The per-address connection cap shipped for the production host (deploy/nginx/northbeam.nft):
 * two client addresses that keep opening TLS connections and never finish a request header (each
 * holds one of nginx's worker_connections until the header timeout) are held to the cap by the
 * kernel, while a visitor from a third address gets every page. The rule set, nginx and the
 * clients run in a network namespace of their own (tests/e2e/support/connectionCap.mjs), so the
 * firewall rule touches nothing else on the machine; that needs root, `ip` and `nft`.
 */
import {spawnSync} from 'node:child_process';
import {test, expect} from './support/fixtures';

/** How long the clients keep opening connections (the header timeout is 10 s). */
const SECONDS = 20;
/** The cap northbeam.nft sets per address, and the number of attacking addresses. */
const CAP = 50;
const ATTACKERS = 2;

/** Why the scenario cannot run here, or undefined when it can. */
function unavailable(): string | undefined {
  if (process.getuid?.() !== 0) {
    return 'needs root for a network namespace and nftables';
  }
  for (const command of [
    ['ip', '-V'],
    ['nft', '--version'],
  ]) {
    if (spawnSync(command[0], command.slice(1)).status !== 0) {
      return `${command[0]} is not installed (Debian: apt-get install -y iproute2 nftables)`;
    }
  }
  return undefined;
}

test('one address opening connections that never finish a header is held to its cap; a visitor from another address gets every page', async () => {
  const reason = unavailable();
  test.skip(reason !== undefined, reason);
  test.setTimeout((SECONDS + 40) * 1000);
  const namespace = `northbeam-cap-${process.pid}`;
  const created = spawnSync('ip', ['netns', 'add', namespace], {encoding: 'utf8'});
  test.skip(created.status !== 0, `ip netns add failed: ${created.stderr}`);
  try {
    const run = spawnSync(
      'ip',
      [
        'netns',
        'exec',
        namespace,
        process.execPath,
        'tests/e2e/support/connectionCap.mjs',
        '--cap',
        'on',
        '--seconds',
        String(SECONDS),
      ],
      {encoding: 'utf8', timeout: (SECONDS + 30) * 1000},
    );
    expect(run.status, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout.trim().split('\n').at(-1) ?? '{}') as {
      visits: number;
      failedVisits: number;
      failures: unknown[];
      attackerConnections: number;
      capResets: number;
    };
    console.log(`connection cap: ${JSON.stringify(result)}`);
    // The visitor was served throughout.
    expect(result.visits).toBeGreaterThan(SECONDS * 2);
    expect(result.failedVisits, JSON.stringify(result.failures)).toBe(0);
    // The cap did the work: connections past it were reset, and each address held at most CAP at
    // a time (a slot frees when nginx's header timeout closes a connection, every 10 s).
    expect(result.capResets).toBeGreaterThan(0);
    expect(result.attackerConnections).toBeLessThanOrEqual(ATTACKERS * CAP * (Math.ceil(SECONDS / 10) + 1));
  } finally {
    spawnSync('ip', ['netns', 'del', namespace]);
  }
});
