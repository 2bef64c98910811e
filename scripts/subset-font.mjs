#!/usr/bin/env node
/**
 * `node scripts/subset-font.mjs`: rewrites static/fonts/inter-latin-variable.woff2 to what Inter's
 * @font-face in src/css/custom.css declares. Run it after changing that rule or upgrading Inter.
 */
import {statSync, writeFileSync} from 'node:fs';
import {SITE_FONT, SOURCE_FONT, subsetSiteFont} from './lib/siteFont.mjs';

const font = await subsetSiteFont();
writeFileSync(SITE_FONT, font);
console.log(`${SITE_FONT}: ${font.length} bytes (from ${statSync(SOURCE_FONT).size}).`);
