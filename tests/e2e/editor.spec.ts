/**
 * The writers' editor end to end, offline: editor/ as wrangler serves it, decap-server's local git
 * mode on a scratch clone (./support/editor.ts). A scripted writer changes one word of every post
 * and study, is told what to fix, saves drafts (branches) of a post and a case study, and publishes.
 * The French collections' fields and typography are checked in tests/unit (editorConfig,
 * frenchTypography); editing French entries is part of the one-word test.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import {expect, test, type Page} from '@playwright/test';
import {EDITOR_URL, git, startBackend, useBackend} from './support/editor';
import {checkEntry} from './support/editorContent';

test.describe.configure({mode: 'serial'});

let page: Page;
let stopBackend: () => void;
/** What the browser's dialogs said (a refused upload is one), answered with OK. */
const dialogs: string[] = [];

test.beforeAll(async ({browser}) => {
  stopBackend = await startBackend();
  page = await browser.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void (dialog.type() === 'prompt' ? dialog.accept(promptAnswer) : dialog.accept());
  });
  // The preview pane redraws on every keystroke; the writer keeps it closed.
  await page.addInitScript(() => localStorage.setItem('cms.right-pane', 'none'));
  await useBackend(page);
  await page.goto(EDITOR_URL);
  await page.getByRole('button', {name: 'Login'}).click({timeout: 30_000});
  await expect(page.getByRole('link', {name: 'Blog posts', exact: true})).toBeVisible();
});

test.afterAll(async () => {
  await page?.close();
  stopBackend?.();
});

/** The answer to the next window.prompt (the link button asks for the address). */
let promptAnswer = '';

const field = (label: string) => page.getByLabel(label, {exact: true});
const cmsBranches = () => git('branch', '--list', 'cms/*', '--format=%(refname:short)').split('\n').filter(Boolean);

async function open(hash: string) {
  await page.evaluate((value) => {
    window.location.hash = value;
  }, hash);
}

async function newEntry(collection: string, label: string) {
  await open(`#/collections/${collection}`);
  await open(`#/collections/${collection}/new`);
  await expect(page.getByText(`Writing in ${label} collection`)).toBeVisible();
  await expect(field('Title')).toHaveValue('');
}

async function choose(label: string, ...options: string[]) {
  for (const option of options) {
    await field(label).click();
    await page.getByRole('option', {name: option, exact: true}).click();
  }
}

/** A picture of the site's own, as a writer's upload. */
const PHOTO = path.resolve(__dirname, '../../static/img/og/default.png');

async function upload(file: string) {
  await page.getByRole('button', {name: 'Choose an image'}).click();
  await page.locator('input[type=file]').setInputFiles(file);
}

const save = () => page.getByRole('button', {name: 'Save', exact: true}).click();

async function saveDraft() {
  await expect(page.getByText('Unsaved Changes', {exact: true})).toBeVisible();
  await save();
  await expect(page.getByText('Changes saved', {exact: true})).toBeVisible({timeout: 60_000});
  // A new entry then moves to its own address.
  await expect(page).toHaveURL(/\/entries\//, {timeout: 30_000});
}

const body = () => page.locator('[data-slate-editor="true"]');

test('the owner’s editor has its own policy: Decap’s eval, no inline script, no framing, not indexed', async () => {
  const response = await page.request.get(EDITOR_URL);
  const headers = response.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toMatch(/script-src 'self' 'unsafe-eval' 'wasm-unsafe-eval';/);
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  expect(policy).toContain("frame-ancestors 'none'");
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(headers['x-robots-tag']).toBe('noindex, nofollow');
  expect(await response.text()).not.toMatch(/<script>/);
});

test('a writer sees the picture a post already has, in the preview pane', async () => {
  // A published post with a picture of the site's (the editor serves none of its own).
  const file = git('grep', '-l', '^image: /img/', 'main', '--', 'blog').split('\n')[0]!;
  await open('#/collections/blog');
  await open(`#/collections/blog/entries/${path.basename(file, '.md')}`);
  const togglePreview = page.getByRole('button', {name: 'Toggle preview'});
  await togglePreview.click();
  const picture = page.frameLocator('iframe').locator('article img');
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await togglePreview.click();
});

/** Every post and case study of both languages, as the editor names them. */
const EXISTING = [
  ['blog', 'blog'],
  ['blog-fr', 'i18n/fr-CA/docusaurus-plugin-content-blog'],
  ['case-studies', 'case-studies'],
  ['case-studies-fr', 'i18n/fr-CA/docusaurus-plugin-content-docs-case-studies/current'],
] as const;

test('a writer changing one word of any post or study in Rich Text mode changes only that word’s line and that word of the page', async () => {
  test.setTimeout(300_000);
  for (const [collection, folder] of EXISTING) {
    const files = git('ls-tree', '--name-only', `main:${folder}`)
      .split('\n')
      .filter((name) => name.endsWith('.md'));
    for (const name of files) {
      const file = `${folder}/${name}`;
      const slug = name.replace(/\.md$/, '');
      const kind = collection.startsWith('blog') ? 'blog post' : 'case study';
      const before = await checkEntry(kind, file, 'main');
      // A word of the text found once in the page, written in capitals.
      const text = git('show', `main:${file}`).split(/^---$/m).slice(2).join('---');
      const word = text.match(/\b[a-zà-ÿ]{6,}\b/g)!.find((candidate) => text.split(candidate).length === 2)!;
      // Through the list: the editor starts afresh for each entry.
      await open(`#/collections/${collection}`);
      await open(`#/collections/${collection}/entries/${slug}`);
      await expect(body()).toContainText(word, {timeout: 30_000});
      await body().evaluate((root, target) => {
        const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const at = (node as Text).data.indexOf(target);
          if (at >= 0) {
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + target.length);
            getSelection()!.removeAllRanges();
            getSelection()!.addRange(range);
            return;
          }
        }
      }, word);
      await page.keyboard.insertText(word.toUpperCase());
      await saveDraft();

      const diff = git('diff', '--unified=0', 'main', `cms/${collection}/${slug}`, '--', file);
      const removed = diff.split('\n').filter((line) => /^-[^-]/.test(line));
      const added = diff.split('\n').filter((line) => /^\+[^+]/.test(line));
      expect(removed, file).toHaveLength(1);
      expect(added, file).toEqual([`+${removed[0]!.slice(1).replace(word, word.toUpperCase())}`]);
      const after = await checkEntry(kind, file, `cms/${collection}/${slug}`);
      expect(after.html, file).toBe(before.html.replace(word, word.toUpperCase()));
    }
  }
});

test('a writer is told what to fix, and nothing is saved', async () => {
  const drafts = cmsBranches();
  await newEntry('blog', 'Blog posts');
  await field('Address').fill('Password Managers');
  await field('Publication date').fill('28/11/2026');
  await field('Reading time (minutes)').fill('5.5');
  // 11 MB: its size is all the editor checks before refusing it.
  const scan = test.info().outputPath('scan.png');
  writeFileSync(scan, Buffer.alloc(11_000_000));
  await upload(scan);
  await expect.poll(() => dialogs.at(-1)).toContain('This file is too large: the limit is 10000 kB (10 MB).');
  await page.keyboard.press('Escape');
  await save();
  await expect(page.getByText('Use lowercase words joined by hyphens, e.g. password-managers-2026.')).toBeVisible();
  await expect(page.getByText('Write the date as year-month-day, e.g. 2026-11-28.')).toBeVisible();
  await expect(page.getByText('Use a whole number, such as 14 (no decimals).').first()).toBeVisible();
  await expect(page.getByText('Title is required.')).toBeVisible();
  expect(cmsBranches()).toEqual(drafts);
});

const POST = 'password-managers-small-teams';

test('a writer’s post with a heading, a list, a link, “<5 minutes” and a photo is saved as a draft that builds', async () => {
  test.setTimeout(150_000);
  await newEntry('blog', 'Blog posts');
  await field('Post number').fill('14');
  await field('Title').fill('Password managers for small teams');
  await field('Address').fill(POST);
  await field('Summary').fill('How to choose a password manager and have every colleague using it within a week.');
  await choose('Authors', 'Sarah Mitchell');
  await field('Publication date').fill('2026-11-28');
  await field('Category').fill('Security');
  await field('Reading time (minutes)').fill('5');
  await choose('Tags', 'security', 'how-to');
  await upload(PHOTO);
  await page.getByRole('button', {name: 'Choose selected'}).click();
  await field('Image description').fill('Four colleagues around a laptop showing a password vault');
  await body().click();
  await page.keyboard.insertText('Setting up a shared vault takes <5 minutes per person.');
  await page.keyboard.press('Enter');
  await page.getByRole('button', {name: 'Headings'}).click();
  await page.getByRole('menuitem', {name: 'Heading 2'}).click();
  await page.keyboard.insertText('What to look for');
  await page.keyboard.press('Enter');
  await page.getByRole('button', {name: 'Bulleted List'}).click();
  await page.keyboard.insertText('Sharing by team');
  await page.keyboard.press('Enter');
  await page.keyboard.insertText('Recovery when someone leaves');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // A link: the words first, selected, then the link button, which asks for the address.
  await page.keyboard.insertText('Get Cyber Safe advice');
  await page.keyboard.press('Shift+Home');
  await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe('Get Cyber Safe advice');
  promptAnswer = 'https://www.getcybersafe.gc.ca/';
  await page.getByRole('button', {name: 'Link'}).click();
  await saveDraft();

  expect(cmsBranches()).toContain(`cms/blog/${POST}`);
  const post = await checkEntry('blog post', `blog/${POST}.md`, `cms/blog/${POST}`);
  expect(post.frontMatter).toMatchObject({
    postId: 14,
    authors: ['sarah-mitchell'],
    readTime: 5,
    tags: ['security', 'how-to'],
  });
  expect(post.html).toContain('<p>Setting up a shared vault takes &lt;5 minutes per person.</p>');
  expect(post.html).toContain('<h2>What to look for</h2>');
  expect(post.html).toMatch(/<ul>\s*<li>Sharing by team<\/li>\s*<li>Recovery when someone leaves<\/li>\s*<\/ul>/);
  expect(post.html).toContain(
    '<p><a href="https://www.getcybersafe.gc.ca/" target="_blank" rel="noopener noreferrer">Get Cyber Safe advice</a></p>',
  );
  expect(post.frontMatter.image).toBe('/img/blog/default.png');
  // The picture is saved with the draft, on its branch.
  expect(git('ls-tree', '--name-only', `cms/blog/${POST}`, 'static/img/blog/')).toContain(
    'static/img/blog/default.png',
  );
});

test('a writer publishing a draft merges it, and “View Live” opens the post’s own page', async () => {
  await open(`#/collections/blog/entries/${POST}`);
  await page.getByRole('button', {name: /^Status:/}).click();
  await page.getByRole('menuitem', {name: 'Ready'}).click();
  await page.getByRole('button', {name: 'Publish', exact: true}).click();
  await page.getByRole('menuitem', {name: 'Publish now'}).click();
  await expect(page.getByText('Entry published')).toBeVisible({timeout: 30_000});
  expect(git('show', `main:blog/${POST}.md`)).toContain('title: Password managers for small teams');
  expect(cmsBranches()).not.toContain(`cms/blog/${POST}`);
  await open('#/collections/blog');
  await open(`#/collections/blog/entries/${POST}`);
  await expect(page.getByRole('link', {name: 'View Live'})).toHaveAttribute(
    'href',
    `${test.info().project.use.baseURL}/blog/${POST}`,
  );
});

test('a writer’s French twin, typed with ordinary spaces, is saved as a draft that builds with French spacing', async () => {
  await newEntry('blog-fr', 'Blog posts in French');
  await field('Post number').fill('14');
  await field('Title').fill('Gestionnaires de mots de passe : le guide des petites équipes');
  await field('Address').fill(POST);
  await field('Summary').fill('Comment choisir un gestionnaire de mots de passe et l’adopter en une semaine ?');
  await choose('Authors', 'Sarah Mitchell');
  await field('Publication date').fill('2026-11-28');
  await field('Category').fill('Sécurité');
  await field('Reading time (minutes)').fill('5');
  await choose('Tags', 'security', 'how-to');
  // The English post's photo, published with it.
  await page.getByRole('button', {name: 'Choose an image'}).click();
  await page.getByText('default.png', {exact: true}).click();
  await page.getByRole('button', {name: 'Choose selected'}).click();
  await field('Image description').fill('Quatre collègues autour d’un ordinateur portable');
  await body().click();
  await page.keyboard.insertText(
    'Pourquoi ? Parce que « tout le monde » partage des mots de passe : il faut < 5 minutes pour commencer.',
  );
  await saveDraft();

  const twin = await checkEntry(
    'blog post',
    `i18n/fr-CA/docusaurus-plugin-content-blog/${POST}.md`,
    `cms/blog-fr/${POST}`,
  );
  expect(twin.frontMatter).toMatchObject({postId: 14, slug: POST, image: '/img/blog/default.png'});
  // The build sets the French spacing: narrow no-break before "?", no-break inside « » and before ":".
  expect(twin.html).toContain(
    'Pourquoi\u202f? Parce que «\u00a0tout le monde\u00a0» partage des mots de passe\u00a0: il faut &lt; 5 minutes',
  );
});

const STUDY = 'dental-clinic-backups';

test('a writer’s case study with its headline figure, without the optional partner, is saved as a draft that builds', async () => {
  await newEntry('case-studies', 'Case studies');
  await field('Identifier').fill(STUDY);
  await field('Address').fill(`/${STUDY}`);
  await field('Case study number').fill('4');
  await field('Title').fill('Tested Backups for a Dental Clinic');
  // An optional text typed and then erased is left out of the file.
  await field('Subtitle (optional)').fill('A first idea');
  await field('Subtitle (optional)').fill('');
  await field('Summary').fill('How quarterly restore tests gave a clinic proof that its patient records come back.');
  await field('Client').fill('A family dental clinic in Etobicoke');
  await choose('Services', 'Managed IT & Support (MSP)');
  await field('Service shown on the card').fill('Managed IT & Support');
  await upload(PHOTO);
  await page.getByRole('button', {name: 'Choose selected'}).click();
  await field('Image description').fill('A technician checking a backup server in a clinic office');
  await field('Challenge').fill('Nobody had restored a backup in three years.');
  await field('Solution').fill('A quarterly restore test of files, mailboxes and the practice server.');
  await field('Outcome').fill('Every test since has restored the practice server in under two hours.');
  await page
    .getByLabel('object field')
    .filter({hasText: 'Headline figure'})
    .getByRole('button', {name: 'Expand'})
    .click();
  await field('Figure (optional)').fill('2 h');
  await field('What it measures (optional)').fill('to restore the practice server');
  await field('Rank (optional)').fill('4');
  for (const [list, value] of [
    ['results', 'Practice server restored in under two hours'],
    ['technologies', 'Veeam Backup & Replication'],
  ]) {
    await page.getByRole('button', {name: `Add ${list}`, exact: true}).click();
    await page.locator(`[id^="${list}-field-"] input`).last().fill(value!);
  }
  await body().click();
  await page.keyboard.insertText('The clinic keeps its patient records on one server.');
  await saveDraft();

  const study = await checkEntry('case study', `case-studies/${STUDY}.md`, `cms/case-studies/${STUDY}`);
  expect(study.frontMatter).toMatchObject({
    categories: ['managed-it-services'],
    headlineMetric: {value: '2 h', label: 'to restore the practice server', rank: 4},
    results: ['Practice server restored in under two hours'],
  });
  expect(study.frontMatter).not.toHaveProperty('partner');
  expect(study.frontMatter).not.toHaveProperty('subtitle');
});
