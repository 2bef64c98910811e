/**
 * Docusaurus runs every plugin's `postBuild` at the same time (one `Promise.all` in core). A step
 * that must see another plugin's output (precompressing the sitemap, the full-text search index)
 * therefore waits for that plugin explicitly: the plugin is wrapped here, and its `postBuild`
 * settles a promise that the waiting step awaits. Nothing is polled and no file name is guessed.
 */
import {createRequire} from 'node:module';
import type {Plugin, PluginModule} from '@docusaurus/types';

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/** One entry per wrapped plugin and output directory (postBuild runs once per locale). */
const finished = new Map<string, Deferred>();

function deferred(name: string, outDir: string): Deferred {
  const key = `${name}\n${outDir}`;
  let entry = finished.get(key);
  if (!entry) {
    let resolve!: () => void;
    let reject!: (error: unknown) => void;
    const promise = new Promise<void>((res, rej) => {
      resolve = res;
      reject = rej;
    });
    // A failure is reported by the plugin's own postBuild too; do not report it twice.
    promise.catch(() => undefined);
    entry = {promise, resolve, reject};
    finished.set(key, entry);
  }
  return entry;
}

/** Names of the wrapped plugins, so a waiting step can wait for all of them. */
const wrappedNames = new Set<string>();

/**
 * The plugin module `moduleName` (a package name) with its `postBuild` observable through
 * {@link afterPostBuild}. Options validation and the theme config check stay the package's own.
 */
export function withPostBuildBarrier(moduleName: string): PluginModule {
  const loaded = createRequire(__filename)(moduleName) as PluginModule & {default?: PluginModule};
  const original = loaded.default ?? loaded;
  wrappedNames.add(moduleName);
  const wrapped: PluginModule = async (context, options) => {
    const plugin: Plugin | null = await original(context, options);
    if (!plugin) {
      // Disabled: there is nothing to wait for.
      wrappedNames.delete(moduleName);
      return plugin;
    }
    const originalPostBuild = plugin.postBuild?.bind(plugin);
    return {
      ...plugin,
      async postBuild(props) {
        const done = deferred(moduleName, props.outDir);
        try {
          await originalPostBuild?.(props);
          done.resolve();
        } catch (error) {
          done.reject(error);
          throw error;
        }
      },
    };
  };
  wrapped.validateOptions = loaded.validateOptions ?? original.validateOptions;
  wrapped.validateThemeConfig = loaded.validateThemeConfig ?? original.validateThemeConfig;
  return wrapped;
}

/** Resolves when the postBuild of every wrapped plugin has finished for this output directory. */
export async function afterPostBuild(outDir: string): Promise<void> {
  await Promise.all([...wrappedNames].map((name) => deferred(name, outDir).promise));
}
