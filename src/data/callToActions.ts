/**
 * Call-to-action variants. The call-to-action
 * block shows the variant it is given, otherwise a random one. Backgrounds are dark brand
 * gradients, so white text keeps at least 4.5:1 contrast.
 */

export interface CallToActionVariant {
  id: string;
  title: string;
  description: string;
  buttonText: string;
  buttonLink: '/contact#contact-form' | '/contact';
  backgroundImage: string;
  backgroundPosition: string;
  backgroundSize: string;
  textAlign: 'left' | 'center';
  contentPosition: 'left' | 'center' | 'right';
  backgroundTransform?: string;
}

/** A closing band with two buttons: the end of a service page, a blog post or a case study. */
export interface ClosingCallToAction {
  title: string;
  description: string;
  primary: {label: string; link: string};
  secondary: {label: string; link: string};
}

export const callToActionVariants: CallToActionVariant[] = [
  {
    id: 'free-assessment',
    title: 'Ready to take the stress out of IT?',
    description:
      'Book a free, no-obligation IT assessment. We will review your systems, security and costs, and give you a clear list of priorities.',
    buttonText: 'Book a Free Assessment',
    buttonLink: '/contact#contact-form',
    backgroundImage: '/img/cta/cta-1.svg',
    backgroundPosition: 'center',
    backgroundSize: 'cover',
    textAlign: 'left',
    contentPosition: 'left',
  },
  {
    id: 'talk-to-expert',
    title: 'Let’s talk about your technology goals',
    description:
      'Whether you are planning a migration, an office move or a security upgrade, our team is ready to help, {inAnyLanguage}.',
    buttonText: 'Talk to an Expert',
    buttonLink: '/contact',
    backgroundImage: '/img/cta/cta-2.svg',
    backgroundPosition: 'center bottom',
    backgroundSize: 'cover',
    textAlign: 'center',
    contentPosition: 'center',
  },
  {
    id: 'satisfaction-guarantee',
    title: 'Technology support you can count on',
    description:
      'Critical issues receive a response within {slaCritical}, and every engagement is backed by our {guarantee}.',
    buttonText: 'Get in Touch',
    buttonLink: '/contact#contact-form',
    backgroundImage: '/img/cta/cta-3.svg',
    backgroundPosition: 'center',
    backgroundSize: 'cover',
    textAlign: 'center',
    contentPosition: 'center',
  },
  {
    id: 'secure-growth',
    title: 'Grow securely, without growing your IT headaches',
    description:
      'From cloud migrations to cybersecurity and staff training, we build the foundation your organisation needs for its next stage.',
    buttonText: 'Start the Conversation',
    buttonLink: '/contact#contact-form',
    backgroundImage: '/img/cta/cta-4.svg',
    backgroundPosition: 'right center',
    backgroundSize: 'cover',
    textAlign: 'left',
    contentPosition: 'left',
  },
  {
    id: 'nonprofit-partner',
    title: 'A technology partner for businesses and non-profits',
    description:
      '{companyName} helps small and medium organisations across Canada do more with the tools and budgets they already have.',
    buttonText: 'Schedule a Meeting',
    buttonLink: '/contact#contact-form',
    backgroundImage: '/img/cta/cta-5.svg',
    backgroundPosition: 'center',
    backgroundSize: 'cover',
    textAlign: 'left',
    contentPosition: 'right',
    backgroundTransform: 'scaleX(-1)',
  },
];

export const serviceCallToAction: ClosingCallToAction = {
  title: 'Ready to get started?',
  description:
    'Tell us about your organisation and what you would like to improve. We will reply {responseTime} with next steps and, where useful, a free initial assessment.',
  primary: {label: 'Schedule a Consultation', link: '/contact#contact-form'},
  secondary: {label: 'View Case Studies', link: '/case-studies'},
};
