/**
 * The build never holds the brand guidelines in plain text: neither the PIN nor any
 * guideline sentence appears in any file of build/. Reads the production build from disk under
 * jest (jest.build.config.mjs) after `npm run build`, with the same BRAND_PIN.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {BUILD_DIR} from '../support/routes';
import {listBuildFiles} from '../../plugins/lib/buildFiles';
import {brandGuidelines} from '../../plugins/brand-guidelines/content';
import {buildBrandPin} from '../support/brandPin';
import {company, companyStatements} from '../../src/data/company';

/** Every string of the guidelines, except facts the public site states anyway. */
function guidelineStrings(value: unknown): string[] {
  if (typeof value === 'string') {
    return [value];
  }
  if (typeof value === 'object' && value !== null) {
    // Arrays too: their values are their items.
    return Object.values(value).flatMap(guidelineStrings);
  }
  return [];
}

const PUBLIC_FACTS = new Set<string>([company.name, company.tagline, company.contact.email, companyStatements.mission]);

/** Long enough to be a sentence of the guidelines rather than a common word or a file path. */
const sentences = [...new Set(guidelineStrings(brandGuidelines))].filter(
  (text) => text.length >= 30 && !PUBLIC_FACTS.has(text) && !text.startsWith('/img/'),
);

describe('the owner’s brand guidelines in the built site', () => {
  const files = listBuildFiles(BUILD_DIR);
  const contents = files.map((file) => ({
    file: path.relative(path.dirname(BUILD_DIR), file),
    text: readFileSync(file).toString('latin1'),
  }));

  test('has files to check and a sample of guideline sentences', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(sentences.length).toBeGreaterThan(40);
    expect(sentences).toContain(brandGuidelines.snapshot.elevatorPitch);
  });

  test('contains no trace of the PIN', () => {
    const pin = buildBrandPin();
    const hits = contents.filter(({text}) => text.includes(pin)).map(({file}) => file);
    expect({[`files containing the PIN ${pin}`]: hits}).toEqual({[`files containing the PIN ${pin}`]: []});
  });

  test('contains no guideline sentence', () => {
    const leaks = sentences.flatMap((sentence) =>
      contents.filter(({text}) => text.includes(sentence)).map(({file}) => `${file}: ${sentence}`),
    );
    expect(leaks).toEqual([]);
  });

  test('ships the encrypted payload: ciphertext, IV, salt and iteration count only', () => {
    const pattern =
      /\{"ciphertext":"[A-Za-z0-9+/=]+","iv":"[A-Za-z0-9+/=]+","salt":"[A-Za-z0-9+/=]+","iterations":\d+\}/;
    const found = contents.map(({text}) => text.match(pattern)?.[0]).filter((match): match is string => Boolean(match));
    expect(found).toHaveLength(1);
    const payload = JSON.parse(found[0]!) as {ciphertext: string; iv: string; salt: string; iterations: number};
    expect(Buffer.from(payload.salt, 'base64')).toHaveLength(16);
    expect(payload.iterations).toBeGreaterThanOrEqual(600_000);
  });
});
