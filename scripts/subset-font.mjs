#!/usr/bin/env node
/**
 * `node scripts/subset-font.mjs`: rewrites static/fonts/inter-latin-variable.woff2 from the
 * upstream Inter (devDependency @fontsource-variable/inter), keeping only the weights and
 * characters that Inter's @font-face in src/css/custom.css declares. Run it after changing that
 * rule or upgrading the package; a unit test fails while the committed font is out of date.
 */
import {statSync, writeFileSync} from 'node:fs';
import {SITE_FONT, SOURCE_FONT, subsetSiteFont} from './lib/siteFont.mjs';

const font = await subsetSiteFont();
writeFileSync(SITE_FONT, font);
console.log(`${SITE_FONT}: ${font.length} bytes (from ${statSync(SOURCE_FONT).size}).`);
