/**
 * The editor's preview pane, drawn like the site's article pages (hero, summary, image, text),
 * with the site's stylesheet for previews. Runs in the browser on /admin/ only, after Decap CMS,
 * whose global `CMS` and `h` (React's createElement) it uses.
 */
/* global CMS, h */
(function registerPreviews() {
  'use strict';
  CMS.registerPreviewStyle('/admin/preview.css');

  function text(entry, name) {
    var value = entry.getIn(['data', name]);
    return value === undefined || value === null ? '' : String(value);
  }

  function article(props, eyebrow, extra) {
    var entry = props.entry;
    var image = text(entry, 'image');
    var asset = image ? props.getAsset(image) : null;
    return h(
      'div',
      {},
      h(
        'header',
        {className: 'nb-hero'},
        h('span', {className: 'nb-eyebrow'}, eyebrow),
        h('h1', {}, text(entry, 'title')),
        h('p', {}, text(entry, 'description')),
      ),
      h(
        'main',
        {className: 'nb-article'},
        asset ? h('img', {src: asset.toString(), alt: text(entry, 'imageAlt')}) : null,
        extra,
        props.widgetFor('body'),
      ),
    );
  }

  function PostPreview(props) {
    var minutes = text(props.entry, 'readTime');
    return article(props, text(props.entry, 'category') || 'Blog', minutes ? h('p', {}, minutes + ' min read') : null);
  }

  function CaseStudyPreview(props) {
    var entry = props.entry;
    var metric = entry.getIn(['data', 'headlineMetric']);
    var parts = ['challenge', 'solution', 'outcome'].map(function part(name) {
      return h(
        'section',
        {key: name, className: 'nb-card'},
        h('h2', {}, name.charAt(0).toUpperCase() + name.slice(1)),
        h('p', {}, text(entry, name)),
      );
    });
    var figure =
      metric && metric.get('value')
        ? h('p', {className: 'nb-card nb-metric'}, h('strong', {}, metric.get('value')), metric.get('label'))
        : null;
    return article(props, text(entry, 'service') || 'Case study', h('div', {}, figure, parts));
  }

  CMS.registerPreviewTemplate('blog', PostPreview);
  CMS.registerPreviewTemplate('blog-fr', PostPreview);
  CMS.registerPreviewTemplate('case-studies', CaseStudyPreview);
  CMS.registerPreviewTemplate('case-studies-fr', CaseStudyPreview);
})();
