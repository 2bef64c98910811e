/**
 * The W3C Nu Html Checker (the engine of validator.w3.org/nu), from the vnu-jar package. It is a
 * Java program: one JVM call checks every file given, because starting Java per page would cost
 * more than the checking.
 */
import {spawnSync} from 'node:child_process';
import path from 'node:path';

const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

/** One message of the checker's JSON output (https://github.com/validator/validator/wiki/Output-»-JSON). */
export interface NuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  message: string;
  extract?: string;
}

/** The file path a message is about (the checker reports file: URLs). */
export function messageFile(message: NuMessage): string | undefined {
  return message.url ? decodeURIComponent(new URL(message.url).pathname) : undefined;
}

/** True for what makes a page invalid: a document error, or a file the checker could not read. */
export function isNuError(message: NuMessage): boolean {
  return message.type === 'error' || message.type === 'non-document-error';
}

/**
 * Checks the given HTML files and returns the errors and warnings (info messages are left out:
 * they are advice, such as the trailing slash the minifier writes on void elements).
 */
export function runNuChecker(files: string[]): NuMessage[] {
  const result = spawnSync(
    'java',
    ['-jar', VNU_JAR, '--format', 'json', '--stdout', '--skip-info-messages', ...files],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
    },
  );
  if (result.error) {
    throw new Error(
      `The Nu Html Checker needs Java 17 or later on the PATH (Debian: apt-get install -y default-jre-headless): ${result.error.message}`,
    );
  }
  try {
    return (JSON.parse(result.stdout) as {messages: NuMessage[]}).messages;
  } catch {
    throw new Error(`The Nu Html Checker failed (exit ${result.status}): ${result.stderr || result.stdout}`);
  }
}
