/** Per module of src/data: `true` marks text a visitor reads (translated), `false` what languages share. */
import type {SiteDataSource} from './index';
import type {TextFields} from './translatable';

type Declarations = {[Name in keyof SiteDataSource]: TextFields<SiteDataSource[Name]>};

const link = {label: true, link: false} as const;

export const TEXT_FIELDS: Declarations = {
  about: {
    aboutHeader: {title: true, intro: true},
    missionVision: {id: false, title: true, description: true, icon: false},
    coreValues: {id: false, title: true, description: true, icon: false},
    companyHistory: {id: false, title: true, description: true},
    approach: {id: false, title: true, description: true, icon: false},
  },
  articleCallToActions: {
    postCallToAction: {title: true, description: true, primary: link, secondary: link},
    caseStudyCallToAction: {title: true, description: true, primary: link, secondary: link},
  },
  blog: {
    blogFeed: {title: true, description: true},
  },
  callToActions: {
    callToActionVariants: {
      id: false,
      title: true,
      description: true,
      buttonText: true,
      buttonLink: false,
      backgroundImage: false,
      backgroundPosition: false,
      backgroundSize: false,
      textAlign: false,
      contentPosition: false,
      backgroundTransform: false,
    },
    serviceCallToAction: {title: true, description: true, primary: link, secondary: link},
  },
  company: {
    company: {
      name: false,
      legalName: false,
      tagline: true,
      description: true,
      launched: true,
      employeeRange: true,
      languages: {id: false, name: true},
      certifications: {id: false, name: true},
      contact: {
        email: false,
        // Phones written from phoneE164 (translateSiteData); addresses as each language writes them.
        phone: false,
        phoneE164: false,
        address: {street: true, city: false, state: true, zipCode: false, country: false},
        businessHours: {weekdays: true, weekends: true},
        appointmentNote: true,
        responseTime: true,
      },
      emergency: {
        phone: false,
        phoneE164: false,
        extension: false,
        email: false,
        availability: true,
        emailSubject: true,
      },
      legalEmail: false,
      privacyEmail: false,
      securityEmail: false,
      socialLinks: {platform: false, url: false},
    },
    defaultPageMeta: {keywords: true},
    companyStatements: {mission: true, vision: true, guarantee: true},
    terms: {
      slaResponse: {critical: true, high: true, medium: true, low: true},
      lateChargeMonthly: true,
      lateChargeAnnual: true,
      liabilityCap: true,
      terminationNotice: true,
      governingLaw: true,
      jurisdiction: true,
    },
    privacy: {
      retention: {
        activeClientData: true,
        financialRecords: true,
        supportLogs: true,
        marketingData: true,
        consentRecords: true,
        formEntries: true,
        enquiries: true,
        requestLogs: true,
      },
      officerTitle: true,
      formProcessor: {name: false, storage: true},
      host: {name: false, processing: true},
      regulators: {federal: {name: true, url: false}, quebec: {name: true, url: false}},
    },
    compliance: {privacyLaws: {id: false, name: true}},
    accessibility: {standard: true, feedbackResponse: true},
    sharingImage: {tagline: true},
    contactFormDefaults: {formId: false, origin: false},
  },
  home: {
    homeHero: {badge: true, primaryAction: link, secondaryAction: link, image: {src: false}},
    testimonials: {id: false, quote: true, author: false, position: true, company: false},
  },
  legal: {
    legalDocuments: {id: false, title: true, description: true, link: false, icon: false},
    legalCommitments: {id: false, title: true, text: true, status: true, commitment: false},
  },
  navigation: {
    sitePages: {id: false, title: true, heading: true, path: false},
    menus: {
      mainNavigation: {page: false, children: false},
      footerPages: {page: false},
      footerLegalLinks: {page: false},
    },
    popularPages: {id: false, description: true},
  },
  resources: {
    resourceGroups: {
      id: false,
      title: true,
      icon: false,
      description: true,
      links: {id: false, name: true, url: false, description: true, localizedUrls: {'fr-CA': false}},
    },
    resourceHubCards: {id: false, title: true, description: true, link: false, icon: false, linkLabel: true},
  },
};
