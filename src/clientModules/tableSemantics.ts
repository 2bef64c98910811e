/**
 * Phones lay the rows of `.site-table-cards` tables out as cards (`display: block` on the table's
 * parts, src/css/custom.css), and some browsers then drop the implicit table roles. The roles are
 * spelled out here, in the browser, because the W3C checker rejects them in the HTML; React leaves
 * attributes it does not render alone. Without JavaScript the table keeps its native markup.
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
