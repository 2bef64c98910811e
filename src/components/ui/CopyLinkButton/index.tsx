import type {ReactNode} from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import {Link2} from 'lucide-react';
import {notify} from '@site/src/lib/notify';
import useCanonicalPathname from '@site/src/hooks/useCanonicalPathname';
import {buttonClass} from '@site/src/components/ui/Button';
import styles from './styles.module.css';

/** Copies the page's own address (whatever form the visitor typed) and confirms with a toast. */
export default function CopyLinkButton(): ReactNode {
  const pathname = useCanonicalPathname();
  async function copy(): Promise<void> {
    const address = `${window.location.origin}${pathname}${window.location.search}${window.location.hash}`;
    try {
      await navigator.clipboard.writeText(address);
      await notify(
        'success',
        translate({
          id: 'article.copyLink.copied',
          message: 'Link copied',
          description: 'Toast title after the page address was copied',
        }),
        {
          description: translate({
            id: 'article.copyLink.copiedText',
            message: 'The page address has been copied to your clipboard.',
            description: 'Toast text after the page address was copied',
          }),
          duration: 2000,
        },
      );
    } catch {
      await notify(
        'error',
        translate({
          id: 'article.copyLink.failed',
          message: 'Could not copy the link',
          description: 'Toast title when the page address could not be copied (the address follows)',
        }),
        {description: address, duration: 2000},
      );
    }
  }
  return (
    <button type="button" className={buttonClass({variant: 'secondary'})} onClick={() => void copy()}>
      <Link2 size={18} aria-hidden="true" className={styles.icon} />
      <Translate id="article.copyLink.button" description="Button that copies the address of a blog post or case study">
        Copy Link
      </Translate>
    </button>
  );
}
