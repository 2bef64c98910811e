/**
 * The shape of the brand guidelines, as ./content.ts writes them. The client imports these types
 * only, which the compiler erases; the content itself must never reach a client bundle.
 */
import type {brandGuidelines} from './content';

export type BrandGuidelines = typeof brandGuidelines;
