import {readdirSync} from 'node:fs';
import path from 'node:path';

/** A service id: a service file's name, lowercase words joined by hyphens. */
export const SERVICE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The service ids (the English service files' names), alphabetical; readServices checks each name. */
export const serviceIds: readonly string[] = readdirSync(path.resolve(__dirname, '../../services'))
  .filter((name) => /\.mdx?$/.test(name))
  .map((name) => path.basename(name, path.extname(name)))
  .sort();
