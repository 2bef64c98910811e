/**
 * One button system (src/components/ui/Button): every element drawn as a button on every built
 * page, in both languages, carries one of the combinations `buttonClass` writes (a variant, the
 * size of its context, light or dark), and no other Infima button modifier. Reads build/ only.
 */
import {load} from 'cheerio';
import {
  BUTTON_CONTEXT_CLASSES,
  BUTTON_VARIANT_CLASSES,
  buttonClass,
  type ButtonContext,
  type ButtonVariant,
} from '../../src/components/ui/Button';
import {builtHtml, builtRoutes, isRedirectRoute, localePrefixes} from '../support/routes';

/** The `button--…` modifiers of a class list, sorted: what sets a button's look. */
function modifiers(classList: string): string {
  return classList
    .split(/\s+/)
    .filter((name) => name.startsWith('button--'))
    .sort()
    .join(' ');
}

const allowed = new Set(
  (Object.keys(BUTTON_VARIANT_CLASSES) as ButtonVariant[]).flatMap((variant) =>
    (Object.keys(BUTTON_CONTEXT_CLASSES) as ButtonContext[]).flatMap((context) =>
      [false, true].map((onDark) => modifiers(buttonClass({variant, context, onDark}))),
    ),
  ),
);

/**
 * The header's Immediate Assistance control is an alert, not an action button: the header draws it
 * in the danger colour at the header size. It is the only <button> of the header bar drawn as a
 * button (Schedule Meeting is a link) and the only one without a variant.
 */
const HEADER_ALERT = 'header.navbar button.button';

const routes = [
  ...builtRoutes().filter((route) => !isRedirectRoute(route)),
  ...localePrefixes().map((prefix) => `${prefix}/404`),
];

test.each(routes.map((route) => [route]))('%s: a visitor sees every button in one of the defined looks', (route) => {
  const $ = load(builtHtml(route));
  const found = $('.button')
    .not(HEADER_ALERT)
    .toArray()
    .map((element) => {
      const $element = $(element);
      return {text: $element.text().trim().slice(0, 40), modifiers: modifiers($element.attr('class') ?? '')};
    });
  const strays = found.filter((button) => !allowed.has(button.modifiers));
  expect(strays).toEqual([]);
});
