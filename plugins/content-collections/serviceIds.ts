import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Where the English service files are: one `<id>.mdx` per service. */
export const SERVICES_DIR = path.resolve(__dirname, '../../services');

/** A service id: a service file's name, lowercase words joined by hyphens. */
export const SERVICE_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The service ids (the English service files' names), alphabetical; a bad file name fails the build. */
export function serviceIdsIn(dir: string = SERVICES_DIR): string[] {
  const files = readdirSync(dir).filter((name) => /\.mdx?$/.test(name));
  return files
    .map((name) => {
      const id = path.basename(name, path.extname(name));
      if (!SERVICE_ID_PATTERN.test(id)) {
        throw new Error(`services/${name}: a service file is named <id>.mdx, the id in lowercase words and hyphens.`);
      }
      return id;
    })
    .sort();
}

export const serviceIds: readonly string[] = serviceIdsIn();
