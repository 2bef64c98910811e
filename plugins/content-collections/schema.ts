/**
 * Front-matter schemas of the two content collections (spec section 3). The blog and docs
 * plugins validate their own keys; these schemas add the entity fields, so a missing or
 * mistyped field fails the build with the file and the field named.
 */
import {Joi} from '@docusaurus/utils-validation';
import {serviceCategoryKeys} from '../../src/data/serviceCategories';

const text = Joi.string().trim().min(1);
/** A site path ("/img/x.svg") or an absolute http(s) URL. */
const imagePath = Joi.alternatives().try(
  Joi.string().pattern(/^\/[^/]/, 'site path'),
  Joi.string().uri({scheme: ['http', 'https']}),
);

export const blogPostFrontMatterSchema = Joi.object({
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

export const caseStudyFrontMatterSchema = Joi.object({
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
    .items(Joi.string().valid(...serviceCategoryKeys))
    .min(1)
    .required(),
  service: text.required(),
  image: imagePath.required(),
  imageAlt: text.required(),
  publishedAt: Joi.date(),
  readTime: Joi.number().integer().positive(),
  keywords: Joi.array().items(text),
  challenge: text.required(),
  solution: text.required(),
  outcome: text.required(),
  background: text,
  results: Joi.array().items(text).min(1).required(),
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

export type CollectionKind = 'blog post' | 'case study';

const schemas = {
  'blog post': blogPostFrontMatterSchema,
  'case study': caseStudyFrontMatterSchema,
} as const;

/**
 * Validates one file's front matter. Throws an Error naming the file and every invalid field,
 * e.g. `Invalid case study front matter in case-studies/x.md: "readTime" must be a number`.
 */
export function validateCollectionFrontMatter<T>(
  kind: CollectionKind,
  filePath: string,
  frontMatter: Record<string, unknown>,
): T {
  const {error, value} = schemas[kind].validate(frontMatter, {abortEarly: false, convert: true});
  if (error) {
    const fields = error.details.map((detail) => detail.message).join('; ');
    throw new Error(`Invalid ${kind} front matter in ${filePath}: ${fields}`);
  }
  return value as T;
}
