/**
 * Which npm packages the browser build contains: a bundler plugin reads the module paths of the
 * client compilation (its stats: each module's resource without loaders, concatenated modules
 * opened) and writes the package folders they sit in to `client-packages.json` in the output
 * folder. The post-build pass turns the list into /licenses.txt (scripts/postbuild/licences.ts)
 * and deletes it. Bundles drop licence comments, so this list is what says what ships.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';

export const CLIENT_PACKAGES_FILE = 'client-packages.json';

/** The package folder of a module path inside node_modules (the innermost one), or undefined. */
export function packageDirOf(resource: string): string | undefined {
  const normalised = resource.split(path.sep).join('/');
  const match = /^(.*\/node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(normalised);
  return match?.[1];
}

interface StatsModule {
  nameForCondition?: string | null;
  modules?: StatsModule[];
}

/** Every package folder the modules of a stats tree (concatenated modules opened) come from. */
export function packageDirsOfModules(modules: readonly StatsModule[], dirs = new Set<string>()): Set<string> {
  for (const module of modules) {
    const dir = module.nameForCondition ? packageDirOf(module.nameForCondition) : undefined;
    if (dir) {
      dirs.add(dir);
    }
    packageDirsOfModules(module.modules ?? [], dirs);
  }
  return dirs;
}

/** The parts of the bundler's compiler this plugin uses (webpack and Rspack alike). */
interface StatsCompiler {
  outputPath: string;
  hooks: {
    done: {
      tap(
        name: string,
        callback: (stats: {
          toJson(options: Record<string, boolean>): {modules?: StatsModule[]; children?: {modules?: StatsModule[]}[]};
        }) => void,
      ): void;
    };
  };
}

export class ClientPackagesPlugin {
  apply(compiler: StatsCompiler): void {
    compiler.hooks.done.tap('ClientPackagesPlugin', (stats) => {
      const json = stats.toJson({all: false, modules: true, nestedModules: true, children: true});
      const dirs = packageDirsOfModules([
        ...(json.modules ?? []),
        ...(json.children ?? []).flatMap((child) => child.modules ?? []),
      ]);
      writeFileSync(path.join(compiler.outputPath, CLIENT_PACKAGES_FILE), JSON.stringify([...dirs].sort(), null, 1));
    });
  }
}
