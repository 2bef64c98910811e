/** Front-matter schemas of the collections, each tied to its type: a bad field fails the build, named. */
import {Joi} from '@docusaurus/utils-validation';
import {serviceIds} from './serviceIds';
import type {BlogPostFrontMatter} from '../../src/lib/blogPosts';
import type {CaseStudyFrontMatter} from '../../src/lib/caseStudies';
import {iconNames} from '../../src/data/icons';
import {pageThemes} from '../../src/data/pageThemes';
import type {ServiceFrontMatter} from '../../src/lib/services';

const text = Joi.string().trim().min(1);
/** A site path ("/img/x.svg") or an absolute http(s) URL, without spaces. */
const imagePath = Joi.string().pattern(/^(?:\/[^/\s]|https?:\/\/[^/\s])\S*$/, 'site path or http(s) URL');

export const blogPostFrontMatterSchema = Joi.object<BlogPostFrontMatter, true>({
  postId: Joi.number().integer().positive().required(),
  title: text.required(),
  slug: Joi.string()
    .pattern(/^[a-z0-9-]+$/, 'lowercase slug')
    .required(),
  description: text.required(),
  authors: Joi.alternatives().try(text, Joi.array().items(text).min(1)).required(),
  date: Joi.date().required(),
  category: text.required(),
  readTime: Joi.number().integer().positive().required(),
  featured: Joi.boolean().default(false),
  tags: Joi.array().items(text).min(1).required(),
  image: imagePath.required(),
  imageAlt: text.required(),
  keywords: Joi.array().items(text),
}).unknown(true);

export const caseStudyFrontMatterSchema = Joi.object<CaseStudyFrontMatter, true>({
  id: Joi.string()
    .pattern(/^[a-z0-9-]+$/, 'lowercase id')
    .required(),
  slug: Joi.string()
    .pattern(/^\/[a-z0-9-]+$/, 'slug starting with /')
    .required(),
  caseStudyId: Joi.number().integer().positive().required(),
  title: text.required(),
  subtitle: text,
  description: text.required(),
  client: text.required(),
  categories: Joi.array()
    .items(Joi.string().valid(...serviceIds))
    .min(1)
    .required(),
  service: text.required(),
  image: imagePath.required(),
  imageAlt: text.required(),
  // A Date here, the string the docs plugin serialised on pages: the type admits both.
  publishedAt: Joi.alternatives().try(Joi.date()),
  readTime: Joi.number().integer().positive(),
  keywords: Joi.array().items(text),
  challenge: text.required(),
  solution: text.required(),
  outcome: text.required(),
  background: text,
  results: Joi.array().items(text).min(1).required(),
  headlineMetric: Joi.object({
    value: text.required(),
    label: text.required(),
    rank: Joi.number().integer().positive().required(),
  }),
  technologies: Joi.array().items(text).min(1).required(),
  objectives: Joi.array().items(Joi.object({target: text.required(), successCriteria: text.required()})),
  metricsTable: Joi.array().items(
    Joi.object({kpi: text.required(), before: text.required(), after: text.required(), delta: text.required()}),
  ),
  metricsCaption: text,
  metricsFootnote: text,
  qualitativeFeedback: Joi.array().items(
    Joi.object({quote: text.required(), author: text.required(), role: text.required()}),
  ),
  lessonsLearned: Joi.array().items(text),
  partner: Joi.object({
    name: text.required(),
    logo: imagePath.required(),
    website: Joi.string()
      .uri({scheme: ['http', 'https']})
      .required(),
  }),
}).unknown(true);

const icon = Joi.string().valid(...iconNames);
const idText = Joi.string().pattern(/^[a-z0-9-]+$/, 'lowercase id');

export const serviceFrontMatterSchema = Joi.object<ServiceFrontMatter, true>({
  title: text.required(),
  summary: text.required(),
  icon: icon.required(),
  theme: Joi.string()
    .valid(...Object.keys(pageThemes))
    .required(),
  category: text.required(),
  order: Joi.number().integer().positive().required(),
  image: imagePath.required(),
  imageAlt: text.required(),
  hero: Joi.object({
    eyebrowFrom: Joi.string().valid('category', 'title').required(),
    headline: text.required(),
    subheadline: text.required(),
  }).required(),
  keywords: Joi.array().items(text).min(1).required(),
  features: Joi.array()
    .items(
      Joi.object({id: idText.required(), title: text.required(), description: text.required(), icon: icon.required()}),
    )
    .min(1)
    .required(),
  benefits: Joi.array()
    .items(Joi.object({id: idText.required(), title: text.required(), description: text.required()}))
    .min(1)
    .required(),
  customSection: Joi.alternatives().conditional('.kind', {
    switch: [
      {
        is: 'claim',
        then: Joi.object({
          kind: 'claim',
          title: text.required(),
          statistic: text.required(),
          statisticLabel: text.required(),
          description: text.required(),
        }),
      },
      {
        is: 'partners',
        then: Joi.object({
          kind: 'partners',
          title: text.required(),
          description: text.required(),
          partners: Joi.array()
            .items(
              Joi.object({
                name: text.required(),
                mark: text,
                url: Joi.string()
                  .uri({scheme: ['https']})
                  .required(),
              }),
            )
            .min(1)
            .required(),
        }),
      },
      {
        is: 'serviceAreas',
        then: Joi.object({
          kind: 'serviceAreas',
          title: text.required(),
          description: text.required(),
          areas: Joi.array()
            .items(
              Joi.object({
                id: idText.required(),
                title: text.required(),
                description: text.required(),
                icon: icon.required(),
                items: Joi.array().items(text).min(1).required(),
              }),
            )
            .min(1)
            .required(),
        }),
      },
    ],
    otherwise: Joi.any()
      .invalid(Joi.any())
      .messages({'any.invalid': '"customSection.kind" must be one of [claim, partners, serviceAreas]'}),
  }),
}).unknown(true);

/** The validated front matter of each collection. */
interface CollectionFrontMatter {
  'blog post': BlogPostFrontMatter;
  'case study': CaseStudyFrontMatter;
  service: ServiceFrontMatter;
}

export type CollectionKind = keyof CollectionFrontMatter;

const schemas: {[K in CollectionKind]: Joi.ObjectSchema<CollectionFrontMatter[K]>} = {
  'blog post': blogPostFrontMatterSchema,
  'case study': caseStudyFrontMatterSchema,
  service: serviceFrontMatterSchema,
};

/** Validates one file's front matter; throws naming the file and every invalid field. */
export function validateCollectionFrontMatter<K extends CollectionKind>(
  kind: K,
  filePath: string,
  frontMatter: Record<string, unknown>,
): CollectionFrontMatter[K] {
  const schema: Joi.ObjectSchema<CollectionFrontMatter[K]> = schemas[kind];
  const {error, value} = schema.validate(frontMatter, {abortEarly: false, convert: true});
  if (error) {
    const fields = error.details.map((detail) => detail.message).join('; ');
    throw new Error(`Invalid ${kind} front matter in ${filePath}: ${fields}`);
  }
  return value;
}
