// Bundler loader: writes the interface strings of a site module in the locale being built
// (inlineTranslations.ts, loaded through jiti as Docusaurus loads the config). Options:
// {messages}, the locale's messages by id.
const jiti = require('jiti')(__filename);

const {inlineTranslations} = jiti('./inlineTranslations.ts');

module.exports = function inlineTranslationsLoader(source) {
  const {messages} = this.getOptions();
  return inlineTranslations(source, this.resourcePath, messages);
};
