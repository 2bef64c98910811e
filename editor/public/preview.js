/**
 * The editor's preview pane: the entry as a reader meets it (title, summary, picture, text), with
 * no field names, so a French entry's preview is all French. The exact page, with the site's
 * layout, is the preview the host builds for each draft ("View Preview").
 */
window.addEventListener('DOMContentLoaded', () => {
  const {CMS, h} = window;
  CMS.registerPreviewStyle('/preview.css');
  function Entry({entry, getAsset, widgetFor}) {
    const field = (name) => entry.getIn(['data', name]);
    const image = field('image');
    return h(
      'article',
      {},
      h('h1', {}, field('title')),
      h('p', {className: 'summary'}, field('description')),
      image ? h('img', {src: getAsset(image).toString(), alt: field('imageAlt') ?? ''}) : null,
      widgetFor('body'),
    );
  }
  for (const collection of ['blog', 'blog-fr', 'case-studies', 'case-studies-fr']) {
    CMS.registerPreviewTemplate(collection, Entry);
  }
});
