/**
 * One button system (src/components/ui/Button): the source writes Infima's button classes only
 * through `buttonClass`, which tests/output/buttons.test.ts cannot check where a page renders in
 * the browser only (the PIN-gated brand guidelines).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const SRC = path.resolve(__dirname, '../../src');

/**
 * Where a class of the system is written by hand on purpose: the system itself; the header's
 * Immediate Assistance control, an alert drawn in the danger colour rather than an action; and the
 * brand guidelines' samples of each call-to-action style, which show the brand's styles, not the
 * site's buttons.
 */
const WRITTEN_BY_HAND = new Set([
  'components/ui/Button/index.ts',
  'components/layout/SiteHeader/index.tsx: button button--sm',
  'components/brand/BrandGuidelinesContent/CallsToAction.tsx: button',
  'components/brand/BrandGuidelinesContent/CallsToAction.tsx: button--primary',
  'components/brand/BrandGuidelinesContent/CallsToAction.tsx: button--secondary',
]);

/** Every class string in the source that names the `button` class or a `button--` modifier. */
function buttonClassStrings(): string[] {
  return readdirSync(SRC, {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
    .flatMap((name) => {
      const file = name.split(path.sep).join('/');
      if (WRITTEN_BY_HAND.has(file)) {
        return [];
      }
      const found: string[] = [];
      // Strings inside a className attribute: the classes an element is drawn with.
      const visit = (node: ts.Node, inClassName: boolean): void => {
        if (
          inClassName &&
          (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) &&
          node.text.split(/\s+/).some((token) => token === 'button' || token.startsWith('button--'))
        ) {
          found.push(`${file}: ${node.text}`);
        }
        const isClassName = ts.isJsxAttribute(node) && node.name.getText() === 'className';
        ts.forEachChild(node, (child) => visit(child, inClassName || isClassName));
      };
      visit(ts.createSourceFile(file, readFileSync(path.join(SRC, name), 'utf8'), ts.ScriptTarget.Latest, true), false);
      return found;
    });
}

test('no component writes a button class by hand: links and controls drawn as buttons take buttonClass', () => {
  expect(buttonClassStrings().filter((entry) => !WRITTEN_BY_HAND.has(entry))).toEqual([]);
});
