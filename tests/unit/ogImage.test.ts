import {themeOfPage} from '@site/plugins/og-images/ogImage';
import {itMaps} from './support/itMaps';

describe('Open Graph images', () => {
  itMaps('use the theme the page declares in its HTML, else the brand theme: %s', themeOfPage, [
    ['<header class="hero" data-theme-id="security">', 'security'],
    ['<header class=hero data-theme-id=communication>', 'communication'],
    ['<main><h1>Page</h1></main>', 'brand'],
    ['<header data-theme-id="not-a-theme">', 'brand'],
  ]);
});
