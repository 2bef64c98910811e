/** Starts Decap CMS with the deployment's repository and site address, and rewords three of its refusals. */
window.CMS_MANUAL_INIT = true;

window.addEventListener('DOMContentLoaded', async () => {
  const {CMS, initCMS} = window;
  const phrases = structuredClone(CMS.getLocale('en'));
  // "Address didn't match the pattern: Use lowercase words…" becomes the advice alone.
  phrases.editor.editorControlPane.widget.regexPattern = '%{pattern}.';
  phrases.ui.toast.missingRequiredField = 'Some fields need a change before saving: the red messages say what to do.';
  phrases.mediaLibrary.mediaLibrary.fileTooLarge =
    'This file is too large: the limit is %{size} kB (10 MB). Save a smaller copy, for example a JPEG photo 2,400 pixels wide, and upload that.';
  CMS.registerLocale('en', phrases);

  // An emptied optional field is left out: Decap would save `subtitle: ''`, which the build refuses.
  const isBlank = (value) =>
    value === '' ||
    value === null ||
    value === undefined ||
    (typeof value?.every === 'function' && value.every(isBlank));
  CMS.registerEventListener({name: 'preSave', handler: ({entry}) => entry.get('data').filterNot(isBlank)});

  const settings = await fetch('/settings.json').then((response) => response.json());
  initCMS({
    config: {
      backend: {base_url: window.location.origin, ...(settings.repo ? {repo: settings.repo} : {})},
      ...(settings.siteUrl ? {site_url: settings.siteUrl, display_url: settings.siteUrl} : {}),
    },
  });
});
