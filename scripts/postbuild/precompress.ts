/** `.gz` and `.br` siblings of every text file worth compressing, for hosts that serve them as-is. */
import {readFile, stat, writeFile} from 'node:fs/promises';
import {promisify} from 'node:util';
import {brotliCompress, constants as zlibConstants, gzip} from 'node:zlib';

/** Text outputs worth precompressing; smaller files gain nothing. */
export const COMPRESSIBLE = /\.(html|js|css|svg|xml|json|txt|map|webmanifest)$/i;
export const MIN_COMPRESS_BYTES = 512;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Writes the siblings of those of `candidates` worth compressing; returns their count. */
export async function precompressFiles(candidates: readonly string[]): Promise<number> {
  let compressed = 0;
  for (const file of candidates.filter((candidate) => COMPRESSIBLE.test(candidate))) {
    if ((await stat(file)).size < MIN_COMPRESS_BYTES) {
      continue;
    }
    const data = await readFile(file);
    const [gz, br] = await Promise.all([
      gzipAsync(data, {level: 9}),
      brotliAsync(data, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
    ]);
    await writeFile(`${file}.gz`, gz);
    await writeFile(`${file}.br`, br);
    compressed += 1;
  }
  return compressed;
}
