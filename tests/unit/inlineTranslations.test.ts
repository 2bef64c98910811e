import {findTranslations, inlineTranslations} from '@site/plugins/inline-translations/inlineTranslations';
import {remainingCodeTranslations} from '@site/plugins/inline-translations';

const IMPORT = "import Translate, {translate} from '@docusaurus/Translate';\n";
const french = {
  'nav.toggle': 'Menu {title}',
  'contact.title': 'Écrivez-nous',
  'footer.rights': 'Tous droits réservés',
  'theme.common.skipToMainContent': 'Aller au contenu principal',
};

describe('inlineTranslations', () => {
  it.each([
    [
      "translate({id: 'nav.toggle', message: '{title} menu', description: 'The toggle'}, {title})",
      'translate({message: "Menu {title}"}, {title})',
    ],
    [
      '<Translate id="contact.title" description="Heading">Write to us</Translate>',
      '<Translate  >{"Écrivez-nous"}</Translate>',
    ],
    [
      '<Translate id="footer.rights" values={{year}}>{`All rights reserved`}</Translate>',
      '<Translate  values={{year}}>{"Tous droits réservés"}</Translate>',
    ],
    ['<Translate id="contact.title" />', '<Translate  >{"Écrivez-nous"}</Translate>'],
    // Not in the locale yet: the source's message, still without id and description.
    ["translate({id: 'new.string', message: 'New string', description: 'x'})", 'translate({message: "New string"})'],
    ['<Translate id="new.words">\n  Two   words\n</Translate>', '<Translate >{"Two words"}</Translate>'],
  ])('writes %s in place', (declaration, expected) => {
    expect(inlineTranslations(`${IMPORT}const x = ${declaration};`, 'x.tsx', french)).toBe(
      `${IMPORT}const x = ${expected};`,
    );
  });

  it.each([
    ['a dynamic id', 'translate({id: `nav.${name}`, message: "Menu"})'],
    ['a spread of options', 'translate({...options})'],
    ['mixed children', '<Translate id="contact.title">Write <b>to</b> us</Translate>'],
    ['another translate function', "otherTranslate({id: 'contact.title', message: 'Write to us'})"],
  ])('leaves %s as written', (_name, declaration) => {
    const source = `${IMPORT}const x = ${declaration};`;
    expect(inlineTranslations(source, 'x.tsx', french)).toBe(source);
  });

  it('follows the local names of the import, and ignores modules that do not import it', () => {
    const aliased =
      "import T, {translate as t} from '@docusaurus/Translate';\nconst x = [t({id: 'contact.title', message: 'Write to us'}), <T id=\"footer.rights\">All rights reserved</T>];";
    expect(inlineTranslations(aliased, 'x.tsx', french)).toContain('t({message: "Écrivez-nous"})');
    expect(inlineTranslations(aliased, 'x.tsx', french)).toContain('<T >{"Tous droits réservés"}</T>');
    const unrelated = "const x = translate({id: 'contact.title', message: 'Write to us'});";
    expect(inlineTranslations(unrelated, 'x.ts', french)).toBe(unrelated);
  });

  it('reads TypeScript generics in .ts files', () => {
    const source = `${IMPORT}const f = <T,>(x: T): T => x; const y = translate({id: 'contact.title', message: 'Write to us'});`;
    expect(inlineTranslations(source.replace('<T,>', '<T>'), 'x.ts', french)).toContain(
      'translate({message: "Écrivez-nous"})',
    );
  });
});

describe('findTranslations', () => {
  it('lists the static declarations with their ids and source messages', () => {
    const source = `${IMPORT}const a = translate({id: 'nav.toggle', message: '{title} menu'}); const b = <Translate id="contact.title">Write to us</Translate>;`;
    expect(findTranslations(source, 'x.tsx')).toEqual([
      {id: 'nav.toggle', message: '{title} menu'},
      {id: 'contact.title', message: 'Write to us'},
    ]);
  });
});

describe('remainingCodeTranslations', () => {
  it('keeps the strings that no scanned module declares statically', () => {
    expect(
      remainingCodeTranslations(french, ['nav.toggle', 'contact.title', 'theme.common.skipToMainContent']),
    ).toEqual({
      'footer.rights': 'Tous droits réservés',
    });
  });
});
