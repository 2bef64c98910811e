import {parsePage} from '@site/plugins/search-index/pageText';

const textOf = (main: string) => parsePage(`<!doctype html><html><body><main>${main}</main></body></html>`).text;

describe('the indexed text of a page: what a visitor reads, one line per block', () => {
  it.each([
    [
      'leaves out chips, buttons and links drawn as buttons, keeping the blocks around them apart',
      '<span class="site-pill">Cloud</span><h1>Email Migration</h1><p>We answer within a day.</p>' +
        '<div><a class="button" href="/contact">Discuss Your Needs</a><button>Copy</button></div><p>Toronto office.</p>',
      'Email Migration\nWe answer within a day.\nToronto office.',
    ],
    [
      'leaves out navigation, hidden text and text only screen readers hear',
      '<nav><a href="/">Home</a></nav><p>Cloud <span class="visually-hidden">(opens in a new tab)</span>' +
        'backups</p><p hidden>Draft</p><p aria-hidden="true">Decoration</p><div data-search-exclude>Back to Blog</div>',
      'Cloud backups',
    ],
    [
      'keeps the figures of a table, and neighbouring elements apart',
      '<table><tr><th>Help desk tickets</th><td>46</td><td>-74%</td></tr></table><div><span>Olena</span><span>Lead</span></div>',
      'Help desk tickets\n46\n-74%\nOlena Lead',
    ],
    [
      'reads a logo drawn with a name as that name, not any other drawing',
      '<ul><li><a href="https://dell.example"><svg role="img" aria-label="Dell Technologies"><path d="M0"/></svg></a></li>' +
        '<li><svg aria-hidden="true"><text>Icon</text></svg>Servers</li></ul>',
      'Dell Technologies\nServers',
    ],
    [
      'keeps no-break spaces and collapses the others',
      '<p>Priorité\u00A0:   critique,\n 15\u202Fminutes ; «\u00A0urgent\u00A0»</p>',
      'Priorité\u00A0: critique, 15\u202Fminutes ; «\u00A0urgent\u00A0»',
    ],
  ])('%s', (_behaviour, main, expected) => {
    expect(textOf(main)).toBe(expected);
  });

  it('reads the title, description, robots rule and redirects from the head', () => {
    const page = parsePage(
      '<html><head><title>About | Northbeam</title><meta name="description" content=" Who we are. ">' +
        '<meta name="robots" content="NOINDEX"><meta http-equiv="Refresh" content="0; url=/x"></head><body><p>Body</p></body></html>',
    );
    expect(page).toEqual({
      title: 'About | Northbeam',
      description: 'Who we are.',
      robots: 'noindex',
      isRedirect: true,
      text: 'Body',
    });
  });
});
