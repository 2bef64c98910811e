import {load} from 'cheerio';
import {
  extractContentText,
  FULL_TEXT_IGNORE_SELECTORS,
  INTERFACE_SELECTOR,
  isFigureCell,
} from '@site/plugins/search-index/pageText';

function textOf(main: string): string {
  return extractContentText(load(`<!doctype html><html><body><main>${main}</main></body></html>`));
}

describe('the indexed text of a page (pageText)', () => {
  it.each([
    [
      'leaves out chips and badges beside the text',
      '<ul><li class="site-pill">Cloud Hosting Services</li><li class="site-pill">Cybersecurity Services</li></ul>' +
        '<h1>Email Migration to Microsoft 365</h1><p>120 mailboxes moved.</p>',
      'Email Migration to Microsoft 365\n120 mailboxes moved.',
    ],
    [
      'keeps table cells that are words, and figures inside sentences',
      '<table><tbody><tr><th>Critical</th><td>15 minutes</td></tr></tbody></table><p>Uptime rose to 99.98%.</p>',
      'Critical\n15 minutes\nUptime rose to 99.98%.',
    ],
    [
      'leaves out buttons and links drawn as buttons, keeping the blocks around them apart',
      '<p>We answer within a day.</p><div><a class="button button--primary" href="/contact">Discuss Your Needs</a>' +
        '<a class="button button--secondary" href="/case-studies">View Case Studies</a></div><p>Toronto office.</p>',
      'We answer within a day.\nToronto office.',
    ],
    [
      'puts a space between blocks and between neighbouring elements, never running labels together',
      '<div><h3>Backups</h3><p>Checked daily.</p></div><div><span>Olena</span><span>Lead</span></div>',
      'Backups\nChecked daily.\nOlena Lead',
    ],
  ])('%s', (_behaviour, main, expected) => {
    expect(textOf(main)).toBe(expected);
  });

  it('leaves out the figures of a metrics table and keeps what each row is about', () => {
    const text = textOf(
      '<table><caption>90-Day Snapshot</caption><thead><tr><th>KPI</th><th>Before</th><th>After</th><th>Delta</th></tr></thead>' +
        '<tbody><tr><th scope="row">Email service availability</th><td>98.6%</td><td>99.98%</td><td>+1.38 pts</td></tr>' +
        '<tr><th scope="row">Help desk tickets</th><td>46</td><td>12</td><td>-74%</td></tr>' +
        '<tr><th scope="row">Disponibilité</th><td>98,6 %</td><td>99,98 %</td><td>+1,38 pt</td></tr></tbody></table>',
    );
    expect(text).not.toMatch(/98[.,]6|99[.,]98|1[.,]38|\b46\b|-74%/);
    expect(text).toContain('Email service availability');
    expect(text).toContain('Help desk tickets');
  });

  it('tells a figure from a word', () => {
    for (const figure of ['98.6%', '+1.38 pts', '46', '-74%', '0%', '99,98 %', '$1,200', '3x']) {
      expect(isFigureCell(figure)).toBe(true);
    }
    for (const words of ['15 minutes', 'Next business day', 'Windows 11', 'Q2 2026']) {
      expect(isFigureCell(words)).toBe(false);
    }
  });

  it('gives the full-text index the same interface rule, keeping heading anchors it reads addresses from', () => {
    expect(FULL_TEXT_IGNORE_SELECTORS).toEqual(expect.arrayContaining(['.button', 'button', 'nav', '.site-pill']));
    expect(FULL_TEXT_IGNORE_SELECTORS).not.toContain('.hash-link');
    expect(INTERFACE_SELECTOR).toContain('.hash-link');
  });
});
