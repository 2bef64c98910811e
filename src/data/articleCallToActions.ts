/** The closing bands of the articles, in their own module so that an article ships only these texts. */
import type {ClosingCallToAction} from './callToActions';

/** The end of a blog post: from reading advice to getting it done. */
export const postCallToAction: ClosingCallToAction = {
  title: 'Want help putting this into practice?',
  description:
    'Our team can review how your organisation works today and recommend the next step. We will reply {responseTime}.',
  primary: {label: 'Get Expert Advice', link: '/contact#contact-form'},
  secondary: {label: 'Read Our Case Studies', link: '/case-studies'},
};

/** The end of a case study: from someone else's results to the reader's own. */
export const caseStudyCallToAction: ClosingCallToAction = {
  title: 'Facing a similar challenge?',
  description:
    'Tell us where your organisation stands today. We will reply {responseTime} with next steps and, where useful, a free initial assessment.',
  primary: {label: 'Discuss Your Project', link: '/contact#contact-form'},
  secondary: {label: 'Meet Our Team', link: '/about'},
};
