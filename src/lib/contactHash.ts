/**
 * What the contact page does with the URL hash: #schedule and #contact-form scroll
 * smoothly to the form 85 px below the top edge; any other hash scrolls to the top and is removed
 * from the address; no hash does nothing.
 */
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
