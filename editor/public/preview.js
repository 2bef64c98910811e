/** The preview pane: the entry as a reader meets it, without field names (the host previews the real page). */
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
