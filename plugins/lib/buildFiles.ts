/** Files of a build and their routes (`trailingSlash: false`: about.html, or <section>/index.html). */
import {readdirSync} from 'node:fs';
import path from 'node:path';

export interface ListOptions {
  /** Only files whose name ends with this (e.g. '.html'). */
  extension?: string;
  /** Directory names left out wherever they occur (e.g. 'assets'). */
  skipDirectories?: readonly string[];
}

/** Every file under `dir`, as absolute paths in a stable (sorted) order. */
export function listBuildFiles(dir: string, {extension = '', skipDirectories = []}: ListOptions = {}): string[] {
  const skip = new Set(skipDirectories);
  const walk = (current: string): string[] =>
    readdirSync(current, {withFileTypes: true})
      .sort((a, b) => a.name.localeCompare(b.name))
      .flatMap((entry) => {
        const full = path.join(current, entry.name);
        if (entry.isDirectory()) {
          return skip.has(entry.name) ? [] : walk(full);
        }
        return entry.name.endsWith(extension) ? [full] : [];
      });
  return walk(path.resolve(dir));
}

/** The route a built HTML file serves: about.html is /about, blog/index.html is /blog. */
export function routeOfHtmlFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const route = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route === '/' ? '/' : route.replace(/\/$/, '');
}
