/**
 * A local fake of the contact form service: page.route answers the form frame's request, so the
 * frame's messages come from the configured form origin exactly as they would in production.
 */
import type {Page, Route} from '@playwright/test';
import {contactFormDefaults} from '../../../src/data/company';

/** `send` of the fake form page below: posts a form message to the embedding page. */
export type FakeFormSend = (type: string, data: Record<string, unknown>, embedId?: string) => void;

export const FORM_ORIGIN = new URL(process.env.FILLOUT_ORIGIN ?? contactFormDefaults.origin).origin;
export const FORM_ID = process.env.FILLOUT_FORM_ID ?? contactFormDefaults.formId;

/** A page that behaves like the form service inside the frame: it reports to its parent. */
const FAKE_FORM_HTML = `<!doctype html><html lang="en"><head><title>Fake form</title></head><body>
<p>Fake contact form</p>
<script>
  const embedId = new URLSearchParams(location.search).get('fillout-embed-id');
  window.send = (type, extra, id) => parent.postMessage(Object.assign({type, embedId: id === undefined ? embedId : id}, extra), '*');
  window.send('form_init', {submissionUuid: 'sub-1'});
</script></body></html>`;

export async function serveFakeForm(page: Page, hold?: Promise<void>): Promise<string[]> {
  const urls: string[] = [];
  await page.route(`${FORM_ORIGIN}/t/**`, async (route: Route) => {
    urls.push(route.request().url());
    await hold;
    await route.fulfill({status: 200, contentType: 'text/html', body: FAKE_FORM_HTML});
  });
  return urls;
}

export async function formFrame(page: Page) {
  const handle = await page.locator('[data-form-state] iframe').elementHandle();
  return (await handle!.contentFrame())!;
}
