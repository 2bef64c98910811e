import {dropUnusedInfimaRules, requiredClasses, wordsOf} from '../../plugins/site-performance/unusedInfima';
import {itMaps} from './support/itMaps';

describe('unused Infima rules', () => {
  itMaps('a selector needs the classes outside functional pseudo-classes: %s', requiredClasses, [
    ['.button', ['button']],
    ['.button.button--primary:hover', ['button', 'button--primary']],
    ['.button:not(.button--outline)', ['button']],
    ['.menu:not(:is(.menu--a, .menu--b)) .menu__link', ['menu', 'menu__link']],
    ['html[data-theme=dark] .navbar--dark', ['navbar--dark']],
    [':root', []],
  ]);

  it('reads every word of the code, hyphenated class names whole', () => {
    const words = wordsOf('className:(0,r.A)("pagination-nav__link",t&&"button--primary")');
    expect(words.has('pagination-nav__link')).toBe(true);
    expect(words.has('button--primary')).toBe(true);
    expect(words.has('pagination')).toBe(false);
  });

  const css =
    '@layer docusaurus.infima{:root{--ifm-spacing:1rem}.button{color:red}' +
    '.pagination,.button--primary{margin:0}.button:not(.button--outline){border:0}' +
    '@media (min-width:997px){.pills{display:flex}}@keyframes spin{0%{opacity:0}to{opacity:1}}}' +
    '.pagination{color:blue}';

  it('drops the Infima selectors whose classes the code never names, and nothing else', () => {
    const {css: kept, dropped} = dropUnusedInfimaRules(css, new Set(['button', 'button--primary']));
    expect(dropped).toBe(2);
    expect(kept).toBe(
      '@layer docusaurus.infima{:root{--ifm-spacing:1rem}.button{color:red}' +
        '.button--primary{margin:0}.button:not(.button--outline){border:0}' +
        '@keyframes spin{0%{opacity:0}to{opacity:1}}}' +
        // Outside the Infima layer: the site's own rules stay, used or not.
        '.pagination{color:blue}',
    );
  });

  it('leaves the stylesheet untouched when every class is in use', () => {
    const used = new Set(['button', 'button--primary', 'pagination', 'pills']);
    expect(dropUnusedInfimaRules(css, used)).toEqual({css, dropped: 0});
  });
});
