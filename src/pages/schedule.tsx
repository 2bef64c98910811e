import type {ReactNode} from 'react';
import RedirectPage from '@site/src/components/RedirectPage';

/** /schedule: a link target that sends the visitor to the contact form's #schedule anchor. */
export default function Schedule(): ReactNode {
  return <RedirectPage to="/contact#schedule" label="the consultation form on our contact page" />;
}
