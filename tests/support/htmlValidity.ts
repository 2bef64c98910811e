/**
 * html-validate settings for the built pages: the recommended preset, minus rules that the
 * production HTML cannot or need not satisfy. Each exclusion says why; none hides invalid HTML.
 */
import type {ConfigData} from 'html-validate';

export const HTML_VALIDATE_CONFIG: ConfigData = {
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    // Docusaurus minifies its output: a lower-case doctype, unquoted attribute values, `<meta/>`
    // self-closing void elements and omitted optional end tags (</html>, </li>) are all valid
    // HTML syntax; these four rules only enforce a writing style.
    'doctype-style': 'off',
    'attr-quotes': 'off',
    'void-style': 'off',
    'no-implicit-close': 'off',
    // HTML allows any id without spaces; Docusaurus's own ids start with "__" (#__docusaurus).
    'valid-id': ['error', {relaxed: true}],
    // Only ambiguous ampersands are errors in HTML; the minifier leaves unambiguous ones raw.
    'no-raw-characters': ['error', {relaxed: true}],
    // role="region" on a div is the ARIA pattern of Docusaurus's skip-link container and of the
    // focusable scroll container around markdown tables; every other native-element hint stays.
    'prefer-native-element': ['error', {exclude: ['region']}],
    // Typographic advice (non-breaking spaces inside phone numbers), not validity.
    'tel-non-breaking': 'off',
    // Title length is a search-snippet preference, not validity; blog titles are the authors'.
    'long-title': 'off',
    // Inline styles the build emits on purpose: Docusaurus's hidden external-link icon sprite
    // (display) and the call-to-action background image positioned from its data variant
    // (object-position, object-fit, transform). CSS custom properties are allowed by the rule.
    'no-inline-style': ['error', {allowedProperties: ['display', 'object-position', 'object-fit', 'transform']}],
  },
};
