import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import RedirectPage from '@site/src/templates/RedirectPage';

/** /schedule: a link target that sends the visitor to the contact form's #schedule anchor. */
export default function Schedule(): ReactNode {
  return (
    <RedirectPage
      to="/contact#schedule"
      label={translate({
        id: 'schedule.redirect.label',
        message: 'the consultation form on our contact page',
        description:
          'Name of the /schedule redirect destination, completing "Redirecting to …" and "You are being redirected to …"',
      })}
    />
  );
}
