/** Company facts named as `{placeholders}` in texts, filled after translation, so both languages follow. */

/** The constants the facts come from: the data of src/data/company.ts, translated. */
export interface FactSources {
  company: {
    name: string;
    launched: string;
    languages: readonly {name: string}[];
    contact: {address: {city: string}; responseTime: string};
  };
  companyStatements: {guarantee: string};
  terms: {slaResponse: {critical: string; high: string; medium: string; low: string}};
  compliance: {privacyLaws: readonly {id: string; name: string}[]};
}

/** Each fact a text may name, by its placeholder name, in the language of the page. */
export type Facts = Readonly<Record<string, string>>;

/** "a, b and c" / "a, b et c"; not Intl.ListFormat, whose first use in the browser costs hydration time. */
function listOf(items: readonly string[], locale: string, conjunction: 'and' | 'or' = 'and'): string {
  const word = locale.startsWith('fr') ? {and: 'et', or: 'ou'}[conjunction] : conjunction;
  return items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** "English, Ukrainian and French" / "l'anglais, l'ukrainien et le français" (French names a language with its article). */
export function languageList(languages: readonly string[], locale: string): string {
  const withArticle = (language: string) =>
    /^[aeiouyhàâéèêîïôû]/i.test(language) ? `l'${language}` : `le ${language}`;
  return listOf(locale.startsWith('fr') ? languages.map(withArticle) : languages, locale);
}

/** "in English, Ukrainian and French" / "en anglais, en ukrainien et en français". */
function inLanguages(languages: readonly string[], locale: string, conjunction: 'and' | 'or'): string {
  return locale.startsWith('fr')
    ? listOf(
        languages.map((language) => `en ${language}`),
        locale,
        conjunction,
      )
    : `in ${listOf(languages, locale, conjunction)}`;
}

/** The facts, in `locale`, from the constants translated into it. */
export function companyFacts(
  {company, companyStatements, terms, compliance}: FactSources,
  locale: string,
): Record<string, string> {
  const languages = company.languages.map((language) => language.name);
  return {
    companyName: company.name,
    city: company.contact.address.city,
    launched: company.launched,
    languages: languageList(languages, locale),
    inEveryLanguage: inLanguages(languages, locale, 'and'),
    inAnyLanguage: inLanguages(languages, locale, 'or'),
    guarantee: companyStatements.guarantee,
    responseTime: company.contact.responseTime,
    slaCritical: terms.slaResponse.critical,
    slaHigh: terms.slaResponse.high,
    slaMedium: terms.slaResponse.medium,
    slaLow: terms.slaResponse.low,
    ...Object.fromEntries(compliance.privacyLaws.map((law) => [`privacyLaw.${law.id}`, law.name])),
  };
}

/** `text` with each `{fact}` filled; an unknown fact throws naming `where`, failing the build. */
export function fillFacts(text: string, facts: Facts, where: string): string {
  return text.replace(/\{([^{}]*)\}/g, (_placeholder, name: string) => {
    if (!Object.hasOwn(facts, name)) {
      throw new Error(`${where}: unknown fact {${name}}; known facts: ${Object.keys(facts).join(', ')}.`);
    }
    return facts[name]!;
  });
}

/** Every text of `value` (strings in objects and lists, at any depth) with its facts filled in. */
export function fillFactsDeep<Value>(value: Value, facts: Facts, where: string): Value {
  if (typeof value === 'string') {
    return fillFacts(value, facts, where) as Value;
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown) => fillFactsDeep(item, facts, where)) as Value;
  }
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fillFactsDeep(item, facts, where)]),
    ) as Value;
  }
  return value;
}
