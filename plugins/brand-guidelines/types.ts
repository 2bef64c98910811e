/** The shape of ./content.ts: the client imports these types only, never the content. */
import type {brandGuidelines} from './content';

export type BrandGuidelines = typeof brandGuidelines;
