/**
 * Phones lay `.site-table-cards` tables out as cards (`display: block`), and some browsers then
 * drop the implicit table roles. They are spelled out here, in the browser, because the W3C
 * checker rejects them in the HTML. Without JavaScript the table keeps its native markup.
 */
import type {ClientModule} from '@docusaurus/types';

const ROLES: [selector: string, role: string][] = [
  ['table.site-table-cards', 'table'],
  ['table.site-table-cards > thead, table.site-table-cards > tbody', 'rowgroup'],
  ['table.site-table-cards tr', 'row'],
  ['table.site-table-cards thead th', 'columnheader'],
  ['table.site-table-cards tbody th', 'rowheader'],
  ['table.site-table-cards td', 'cell'],
];

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    for (const [selector, role] of ROLES) {
      document.querySelectorAll(selector).forEach((element) => element.setAttribute('role', role));
    }
  },
};

export default clientModule;
