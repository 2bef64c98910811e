/** #schedule and #contact-form scroll to the form 85 px from the top; another hash scrolls up and is removed. */
import {safeDecodeURIComponent} from './safeUrl';

export const CONTACT_FORM_ANCHORS = ['contact-form', 'schedule'] as const;
export const CONTACT_SCROLL_OFFSET_PX = 85;

export type ContactHashAction = {kind: 'none'} | {kind: 'scroll-to-form'} | {kind: 'scroll-to-top-and-clear'};

export function contactHashAction(hash: string): ContactHashAction {
  const id = safeDecodeURIComponent(hash.replace(/^#/, ''));
  if (id === '') {
    return {kind: 'none'};
  }
  return (CONTACT_FORM_ANCHORS as readonly string[]).includes(id)
    ? {kind: 'scroll-to-form'}
    : {kind: 'scroll-to-top-and-clear'};
}

/** Document offset to scroll to so that an element sits `offset` px below the viewport top. */
export function scrollTargetTop(
  elementTop: number,
  scrollY: number,
  offset: number = CONTACT_SCROLL_OFFSET_PX,
): number {
  return Math.max(0, Math.round(elementTop + scrollY - offset));
}
