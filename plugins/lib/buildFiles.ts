/** Files of a build and their routes (`trailingSlash: false`: about.html, or <section>/index.html). */
import {readdirSync} from 'node:fs';
import path from 'node:path';

/** Every file under `dir` whose name ends with `extension`, as absolute paths in a stable (sorted) order. */
export function listBuildFiles(dir: string, {extension = ''} = {}): string[] {
  return readdirSync(dir, {recursive: true, withFileTypes: true})
    .filter((entry) => entry.isFile() && entry.name.endsWith(extension))
    .map((entry) => path.resolve(entry.parentPath, entry.name))
    .sort();
}

/** The route a built HTML file serves: about.html is /about, blog/index.html is /blog. */
export function routeOfHtmlFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  const route = `/${relative.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`;
  return route === '/' ? '/' : route.replace(/\/$/, '');
}
