#!/usr/bin/env node
/** Rewrites static/fonts/inter-latin-variable.woff2 to Inter's @font-face in src/css/custom.css. */
import {statSync, writeFileSync} from 'node:fs';
import {SITE_FONT, SOURCE_FONT, subsetSiteFont} from './lib/siteFont.mjs';

const font = await subsetSiteFont();
writeFileSync(SITE_FONT, font);
console.log(`${SITE_FONT}: ${font.length} bytes (from ${statSync(SOURCE_FONT).size}).`);
