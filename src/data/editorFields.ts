/**
 * What the writers' editor (/admin/) says about each front-matter field: its label, the hint under
 * it and, where a plain text box is not the right control, its kind. The rules (required, numbers,
 * patterns, lists, category keys) come from plugins/content-collections/schema.ts; each map lists
 * every field of its front-matter type, so a field added there and not here does not compile.
 */
import type {BlogPostFrontMatter} from '../lib/blogPosts';
import type {
  CaseStudyFeedback,
  CaseStudyFrontMatter,
  CaseStudyHeadlineMetric,
  CaseStudyMetric,
  CaseStudyObjective,
  CaseStudyPartner,
} from '../lib/caseStudies';

export interface EditorFieldText {
  label: string;
  hint?: string;
  /** `text`: several lines; `image`: an upload to the collection's image folder. */
  kind?: 'text' | 'image';
  /** Nested fields of an object or of each item of a list of objects. */
  fields?: Record<string, EditorFieldText>;
}

type FieldTexts<T> = {[K in keyof Required<T>]: EditorFieldText};

/** The size every post and case-study image is drawn at (the Open Graph size). */
export const EDITOR_IMAGE_SIZE = {width: 1200, height: 630} as const;

const imageHint = `An illustration of ${EDITOR_IMAGE_SIZE.width} × ${EDITOR_IMAGE_SIZE.height} pixels (SVG, WebP or PNG), named after the file.`;
const imageAltHint = 'What the image shows, in one sentence, for people who cannot see it.';
const keywordsHint = 'Search phrases a reader might type, one per item. Optional.';

export const blogPostFieldTexts: FieldTexts<BlogPostFrontMatter> = {
  postId: {label: 'Post number', hint: 'A whole number no other post uses; keep the same number in the French copy.'},
  title: {label: 'Title'},
  slug: {
    label: 'Address',
    hint: 'The end of the address (/blog/…): lowercase letters, digits and hyphens. Same in both languages.',
  },
  description: {label: 'Summary', kind: 'text', hint: 'One or two sentences shown on the cards and in search results.'},
  authors: {label: 'Authors', hint: 'One or more authors of blog/authors.yml.'},
  date: {label: 'Publication date'},
  category: {label: 'Category', hint: 'One word or two shown on the card, such as Security.'},
  readTime: {label: 'Reading time (minutes)', hint: 'A whole number of minutes.'},
  featured: {label: 'Featured', hint: 'Shows the post first on the blog page.'},
  tags: {label: 'Tags', hint: 'Lowercase words with hyphens, such as microsoft-365; at least one.'},
  image: {label: 'Image', kind: 'image', hint: imageHint},
  imageAlt: {label: 'Image description', hint: imageAltHint},
  keywords: {label: 'Keywords', hint: keywordsHint},
};

const headlineMetricTexts: FieldTexts<CaseStudyHeadlineMetric> = {
  value: {label: 'Figure', hint: 'The number as shown, such as 45,000+ or 99.8%.'},
  label: {label: 'What it measures'},
  rank: {label: 'Rank', hint: 'Studies with a lower rank come first on the home page (1 is first).'},
};
const objectiveTexts: FieldTexts<CaseStudyObjective> = {
  target: {label: 'Objective'},
  successCriteria: {label: 'Success criteria'},
};
const metricTexts: FieldTexts<CaseStudyMetric> = {
  kpi: {label: 'Measure'},
  before: {label: 'Before'},
  after: {label: 'After'},
  delta: {label: 'Change'},
};
const feedbackTexts: FieldTexts<CaseStudyFeedback> = {
  quote: {label: 'Quote', kind: 'text'},
  author: {label: 'Name'},
  role: {label: 'Role'},
};
const partnerTexts: FieldTexts<CaseStudyPartner> = {
  name: {label: 'Name'},
  logo: {label: 'Logo', kind: 'image'},
  website: {label: 'Website', hint: 'The full address, starting with https://.'},
};

export const caseStudyFieldTexts: FieldTexts<CaseStudyFrontMatter> = {
  id: {
    label: 'Identifier',
    hint: 'Lowercase letters, digits and hyphens; usually the file name. Same in both languages.',
  },
  slug: {label: 'Address', hint: 'A slash, then the identifier: /my-case-study. Same in both languages.'},
  caseStudyId: {label: 'Case study number', hint: 'A whole number no other case study uses.'},
  title: {label: 'Title'},
  subtitle: {label: 'Subtitle', kind: 'text'},
  description: {label: 'Summary', kind: 'text', hint: 'One or two sentences shown on the cards and in search results.'},
  client: {label: 'Client', hint: 'Described without naming them unless they agreed to be named.'},
  categories: {label: 'Service categories', hint: 'At least one; the study is listed under each.'},
  service: {label: 'Service', hint: 'The service line shown on the card, such as Software Development.'},
  image: {label: 'Image', kind: 'image', hint: imageHint},
  imageAlt: {label: 'Image description', hint: imageAltHint},
  publishedAt: {label: 'Publication date'},
  readTime: {label: 'Reading time (minutes)', hint: 'A whole number of minutes.'},
  keywords: {label: 'Keywords', hint: keywordsHint},
  challenge: {label: 'Challenge', kind: 'text'},
  solution: {label: 'Solution', kind: 'text'},
  outcome: {label: 'Outcome', kind: 'text'},
  background: {label: 'Background', kind: 'text'},
  results: {label: 'Results', hint: 'One result per item; at least one.'},
  headlineMetric: {
    label: 'Headline figure',
    hint: 'The one number the home page shows for this study. Optional.',
    fields: headlineMetricTexts,
  },
  technologies: {label: 'Technologies', hint: 'At least one.'},
  objectives: {label: 'Objectives', fields: objectiveTexts},
  metricsTable: {label: 'Metrics table', fields: metricTexts},
  metricsCaption: {label: 'Metrics table caption', hint: 'What period the figures cover.'},
  metricsFootnote: {label: 'Metrics table note'},
  qualitativeFeedback: {label: 'Quotes', fields: feedbackTexts},
  lessonsLearned: {label: 'Lessons learned'},
  partner: {label: 'Partner', fields: partnerTexts},
};
