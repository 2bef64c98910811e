/**
 * The writers' editor at /admin/, end to end through its interface: Decap CMS as the post-build
 * step ships it, under the CSP the host sends for /admin/, saving through decap-server to a scratch
 * copy of the content (tests/e2e/support/editorSite.ts). A writer creates a post, its French twin
 * and a case study with an image; the files must pass the build's front-matter schemas. A required
 * field left empty, or a value of the wrong form, is refused before anything is written. The
 * build under test (editor off) answers /admin with the page saying how to turn it on.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {DEFAULT_PARSE_FRONT_MATTER} from '@docusaurus/utils';
import AxeBuilder from '@axe-core/playwright';
import {expect, test, type Page} from '@playwright/test';
import {validateCollectionFrontMatter} from '../../plugins/content-collections/schema';
import {EDITOR_BACKEND_URL, EDITOR_CONTENT_DIR, EDITOR_SITE_URL} from './support/editor';

// One signed-in editor for the three steps: Decap CMS takes most of the time to load, once.
// Each step takes 10-50 s on a two-core machine; the limit leaves room for a loaded one.
test.describe.configure({mode: 'serial', timeout: 150_000});

let page: Page;

test.beforeAll(async ({browser}) => {
  test.setTimeout(180_000);
  page = await browser.newPage();
  // Leaving an entry with unsaved changes (the refused one) asks for confirmation.
  page.on('dialog', (dialog) => void dialog.accept());
  // The preview pane redraws on every keystroke; it is shown only where the post checks it.
  await page.addInitScript(() => localStorage.setItem('cms.right-pane', 'none'));
  await signIn(page);
});

test.afterAll(async () => {
  await page.close();
});

const BLOG = path.join(EDITOR_CONTENT_DIR, 'blog');
const BLOG_FR = path.join(EDITOR_CONTENT_DIR, 'i18n/fr-CA/docusaurus-plugin-content-blog');
const CASE_STUDIES = path.join(EDITOR_CONTENT_DIR, 'case-studies');
const BLOG_IMAGES = path.join(EDITOR_CONTENT_DIR, 'static/img/blog');
const CASE_STUDY_IMAGES = path.join(EDITOR_CONTENT_DIR, 'static/img/case-studies');
const SLUG = 'quarterly-restore-test';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const STUDY = 'backup-restore-clinic';

/** Every file under the scratch content, to show that a refused save wrote nothing. */
function contentFiles(): string[] {
  return readdirSync(EDITOR_CONTENT_DIR, {recursive: true, encoding: 'utf8'}).sort();
}

async function frontMatterOf(file: string) {
  const {frontMatter, content} = await DEFAULT_PARSE_FRONT_MATTER({
    filePath: file,
    fileContent: readFileSync(file, 'utf8'),
  });
  return {frontMatter, content};
}

/** An illustration of the size the site draws them at, written where the test keeps its files. */
function illustration(name: string): string {
  mkdirSync(test.info().outputDir, {recursive: true});
  const file = path.join(test.info().outputDir, name);
  writeFileSync(
    file,
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630"><rect width="1200" height="630" fill="#370065"/></svg>\n',
  );
  return file;
}

/** Opens the editor and signs in to the local backend. */
async function signIn(editor: Page) {
  await editor.goto(`${EDITOR_SITE_URL}/admin/`, {waitUntil: 'commit'});
  await editor.getByRole('button', {name: 'Login'}).click({timeout: 100_000});
  await expect(editor.getByRole('link', {name: 'Blog posts', exact: true})).toBeVisible({timeout: 15_000});
}

/**
 * Starts a new entry of a collection, inside the signed-in editor (its addresses are hash routes),
 * through the collection's list, which drops what an earlier entry left unsaved.
 */
async function newEntry(collection: string, label: string) {
  for (const route of [`#/collections/${collection}`, `#/collections/${collection}/new`]) {
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, route);
    await expect(page).toHaveURL(new RegExp(`${route}$`));
  }
  await expect(page.getByText(`Writing in ${label} collection`)).toBeVisible({timeout: 15_000});
  await expect(field('Title')).toHaveValue('');
}

const field = (label: string) => page.getByLabel(label, {exact: true});

async function fillList(name: string, button: string, values: readonly string[]) {
  for (const value of values) {
    await page.getByRole('button', {name: button}).click();
    await page.locator(`[id^="${name}-field-"] input[type=text]`).last().fill(value);
  }
}

/** The page's text, in the editor's rich-text box (inserted at once, as a paste would). */
async function writeBody(text: string) {
  await page.getByLabel('markdown field').getByRole('textbox').click();
  await page.keyboard.insertText(text);
}

async function uploadImage(file: string) {
  await page.getByRole('button', {name: 'Choose an image'}).click();
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', {name: 'Choose selected'}).click();
}

async function publish() {
  await page.getByRole('button', {name: 'Publish', exact: true}).click();
  await page.getByRole('menuitem', {name: 'Publish now'}).click();
}

/** Publishes and waits until the editor has moved to the saved entry's address. */
async function publishSaved() {
  await publish();
  await expect(page.getByText('Entry saved')).toBeVisible({timeout: 30_000});
  await expect(page).toHaveURL(/\/entries\//);
}

async function fillPost(texts: {title: string; summary: string; imageAlt: string; body: string}) {
  await field('Post number').fill('901');
  await field('Title').fill(texts.title);
  await field('Address').fill(SLUG);
  await field('Summary').fill(texts.summary);
  await field('Authors').fill('mathieu-lavoie');
  await page.keyboard.press('Enter');
  await field('Publication date').fill('2026-11-20T09:00');
  await field('Category').fill('Security');
  await field('Reading time (minutes)').fill('5');
  await fillList('tags', 'Add tags', ['backup', 'security']);
  await field('Image description').fill(texts.imageAlt);
  await writeBody(texts.body);
}

test('with the editor off, /admin says how to turn it on: no script, noindex, accessible', async ({page: offPage}) => {
  // The build under test (the site as shipped) has no EDITOR_* setting.
  const response = await offPage.goto('/admin');
  expect(response?.status()).toBe(200);
  await expect(offPage.getByRole('heading', {level: 1})).toHaveText('The writers’ editor is not set up');
  await expect(offPage.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  await expect(offPage.locator('script')).toHaveCount(0);
  expect(response?.headers()['content-security-policy']).not.toContain('unsafe-eval');
  const results = await new AxeBuilder({page: offPage}).withTags(WCAG_TAGS).analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});

test('with the editor on, /admin has its own CSP: the site, eval for Decap CMS, and the git host', async () => {
  const response = await page.request.get(`${EDITOR_SITE_URL}/admin`);
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toMatch(/^default-src 'self'; script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval';/);
  expect(policy).toContain(`connect-src 'self' blob: https://api.github.com ${new URL(EDITOR_BACKEND_URL).origin};`);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow">');
});

test('a required field left empty or a value of the wrong form is refused with a readable message, and nothing is written', async () => {
  await newEntry('blog', 'Blog posts');
  const before = contentFiles();
  await field('Address').fill('unfinished-post');
  await publish();
  await expect(page.getByText(/missed a required field/i)).toBeVisible();
  await expect(page.getByText('Title is required.')).toBeVisible();
  await expect(page.getByText('Post number is required.')).toBeVisible();
  // Values the schema rejects are refused as well, with the schema's own rule.
  await field('Address').fill('Not A Slug');
  await field('Title').fill('   ');
  await publish();
  await expect(page.getByText(/Must be a lowercase slug/)).toBeVisible();
  await expect(page.getByText(/Title.*Must not be blank/)).toBeVisible();
  expect(contentFiles()).toEqual(before);
});

test('a writer creates a post with an image; it passes the schema', async () => {
  const image = illustration(`${SLUG}.svg`);
  await newEntry('blog', 'Blog posts');
  await fillPost({
    title: 'Backups That Restore: A Quarterly Test Plan',
    summary: 'How to prove every quarter that your backups bring back files, mailboxes and whole servers.',
    imageAlt: 'A purple rectangle standing in for the illustration of a restored server',
    body: 'A backup you have never restored is a hope, not a plan.',
  });
  await uploadImage(image);
  // The preview draws the entry like the site's article pages: its hero, font and colours.
  await page.getByRole('button', {name: 'Toggle preview'}).click();
  const heading = page.frameLocator('iframe').getByRole('heading', {level: 1});
  await expect(heading).toHaveText('Backups That Restore: A Quarterly Test Plan');
  expect(
    await heading.evaluate((element) => {
      const hero = getComputedStyle(element.closest('header')!);
      return [getComputedStyle(element).fontFamily.split(',')[0], hero.backgroundColor];
    }),
  ).toEqual(['Inter', 'rgb(55, 0, 101)']);
  await page.getByRole('button', {name: 'Toggle preview'}).click();
  await publishSaved();
  const postFile = path.join(BLOG, `${SLUG}.md`);
  await expect.poll(() => existsSync(postFile)).toBe(true);
  expect(readFileSync(path.join(BLOG_IMAGES, `${SLUG}.svg`), 'utf8')).toBe(readFileSync(image, 'utf8'));
  const post = await frontMatterOf(postFile);
  const validPost = validateCollectionFrontMatter('blog post', postFile, post.frontMatter);
  expect(validPost).toMatchObject({
    postId: 901,
    slug: SLUG,
    authors: ['mathieu-lavoie'],
    readTime: 5,
    tags: ['backup', 'security'],
    image: `/img/blog/${SLUG}.svg`,
  });
  expect(post.content).toContain('A backup you have never restored');
});

test('the writer adds its French twin under the same file name, with the image already uploaded; it passes the schema', async () => {
  await newEntry('blog-fr', 'Blog posts in French');
  await fillPost({
    title: 'Des sauvegardes qui se restaurent : un plan d’essai trimestriel',
    summary:
      'Comment prouver chaque trimestre que vos sauvegardes rendent les fichiers, les boîtes aux lettres et les serveurs.',
    imageAlt: 'Un rectangle violet à la place de l’illustration d’un serveur restauré',
    body: 'Une sauvegarde jamais restaurée est un espoir, pas un plan.',
  });
  await page.getByRole('button', {name: 'Choose an image'}).click();
  await page.getByText(`${SLUG}.svg`, {exact: true}).click();
  await page.getByRole('button', {name: 'Choose selected'}).click();
  await publishSaved();
  const twinFile = path.join(BLOG_FR, `${SLUG}.md`);
  await expect.poll(() => existsSync(twinFile)).toBe(true);
  const twin = await frontMatterOf(twinFile);
  expect(validateCollectionFrontMatter('blog post', twinFile, twin.frontMatter)).toMatchObject({
    postId: 901,
    slug: SLUG,
    title: 'Des sauvegardes qui se restaurent : un plan d’essai trimestriel',
    image: `/img/blog/${SLUG}.svg`,
  });
  expect(twin.content).toContain('Une sauvegarde jamais restaurée');
});

test('a writer creates a case study with its headline figure and an image, leaving the optional partner out; it passes the schema', async () => {
  const image = illustration(`${STUDY}.svg`);
  await newEntry('case-studies', 'Case studies');
  await field('Identifier').fill(STUDY);
  await field('Address').fill(`/${STUDY}`);
  await field('Case study number').fill('901');
  await field('Title').fill('Tested Backups for a Dental Clinic');
  // An optional text typed and erased is left out of the file, not saved empty.
  await field('Subtitle (optional)').fill('Draft subtitle');
  await field('Subtitle (optional)').fill('');
  await field('Summary').fill('How quarterly restore tests gave a clinic proof that its records come back.');
  await field('Client').fill('A family dental clinic in Etobicoke');
  await field('Service categories').fill('managed-it-services');
  await page.keyboard.press('Enter');
  await field('Service').fill('Managed IT & Support');
  await field('Image description').fill('A purple rectangle standing in for the clinic illustration');
  await field('Challenge').fill('Nobody had restored a backup in three years.');
  await field('Solution').fill('A quarterly restore test of files, mailboxes and the practice server.');
  await field('Outcome').fill('Every test since has restored the practice server in under two hours.');
  await fillList('results', 'Add results', ['Practice server restored in under two hours']);
  await fillList('technologies', 'Add technologies', ['Veeam Backup & Replication']);
  await page.locator('[id^="headlineMetric-field-"]').getByRole('button').first().click();
  await field('Figure').fill('2 h');
  await field('What it measures').fill('to restore the practice server');
  await field('Rank').fill('4');
  await uploadImage(image);
  await writeBody('The clinic keeps its patient records on one server.');
  // The partner, an optional group with required fields, stays empty.
  await publishSaved();
  const studyFile = path.join(CASE_STUDIES, `${STUDY}.md`);
  await expect.poll(() => existsSync(studyFile)).toBe(true);
  const {frontMatter, content} = await frontMatterOf(studyFile);
  const study = validateCollectionFrontMatter('case study', studyFile, frontMatter);
  expect(study).toMatchObject({
    id: STUDY,
    slug: `/${STUDY}`,
    caseStudyId: 901,
    categories: ['managed-it-services'],
    results: ['Practice server restored in under two hours'],
    technologies: ['Veeam Backup & Replication'],
    image: `/img/case-studies/${STUDY}.svg`,
    headlineMetric: {value: '2 h', label: 'to restore the practice server', rank: 4},
  });
  expect(frontMatter).not.toHaveProperty('partner');
  expect(frontMatter).not.toHaveProperty('subtitle');
  expect(content).toContain('The clinic keeps its patient records on one server.');
  expect(readFileSync(path.join(CASE_STUDY_IMAGES, `${STUDY}.svg`), 'utf8')).toBe(readFileSync(image, 'utf8'));
});
