import {frenchTypography, frenchTypographyDeep, isFrenchFile} from '@site/src/lib/frenchTypography';

/** The text with its no-break spaces made visible: "_" for U+00A0, "^" for U+202F. */
const shown = (text: string) => text.replace(/\u00a0/g, '_').replace(/\u202f/g, '^');

describe('French typography', () => {
  it.each([
    ['a colon after an ordinary space', 'Notre conseil : agir', 'Notre conseil_: agir'],
    ['a colon without a space', 'Notre conseil: agir', 'Notre conseil_: agir'],
    ['guillemets with ordinary spaces', '« Non, ce n’est pas moi »', '«_Non, ce n’est pas moi_»'],
    ['guillemets without spaces', 'des «activités»', 'des «_activités_»'],
    ['semicolon, question and exclamation marks', 'Oui ; pourquoi ? Enfin !', 'Oui^; pourquoi^? Enfin^!'],
    ['marks without a space, and a run of marks', 'Vraiment?! Oui!', 'Vraiment^?! Oui^!'],
    ['a mark before a closing guillemet', '« Pourquoi? »', '«_Pourquoi^?_»'],
    ['figures: percent and dollar signs, thousands', '90 % de 45 000 et 1 200 $', '90_% de 45_000 et 1_200_$'],
    ['spaces already right, unchanged', 'Heures\u00a0: 9\u00a0h\u202f!', 'Heures_: 9_h^!'],
    [
      'a time, a ratio, a phone number and a mark inside a word',
      'À 9:00, en 16:9, au 416 555-0100, index.php?id=1',
      'À 9:00, en 16:9, au 416 555-0100, index.php?id=1',
    ],
    ['web and e-mail addresses', 'Voir https://x.ca/a?b=1 ; mailto:a@x.ca', 'Voir https://x.ca/a?b=1^; mailto:a@x.ca'],
    ['a character reference', 'R&amp;D : oui', 'R&amp;D_: oui'],
  ])('%s', (_case, typed, expected) => {
    expect(shown(frenchTypography(typed))).toBe(expected);
    expect(frenchTypography(frenchTypography(typed))).toBe(frenchTypography(typed));
  });

  it('sets every text of front matter, and nothing else', () => {
    const date = new Date('2025-03-18');
    const frontMatter = {title: 'MFA : le guide', date, readTime: 5, results: ['Oui !'], partner: {name: 'A : B'}};
    expect(frenchTypographyDeep(frontMatter)).toEqual({
      title: 'MFA\u00a0: le guide',
      date,
      readTime: 5,
      results: ['Oui\u202f!'],
      partner: {name: 'A\u00a0: B'},
    });
  });

  it('applies to the French files only', () => {
    expect(isFrenchFile('/site/i18n/fr-CA/docusaurus-plugin-content-blog/post.md')).toBe(true);
    expect(isFrenchFile('/site/blog/post.md')).toBe(false);
    expect(isFrenchFile('/site/i18n/en-CA/code.json')).toBe(false);
  });
});
