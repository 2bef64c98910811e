/**
 * What a post or a case study offers to read next, chosen at build time (plugins/blog and
 * plugins/case-studies) so that the prerendered page and the hydrated page show the same items.
 */

/** How many related items the end of an article offers at most. */
export const RELATED_READING_COUNT = 3;

/** What the choice reads of an item: its address, its main topic, its other topics and its date. */
export interface RelatedTopics {
  /** The item's own address: never offered as related to itself. */
  permalink: string;
  /** The main topic: a post's category, a case study's service category. */
  primary: string;
  /** Every topic: a post's tags, a case study's categories. */
  topics: readonly string[];
  /** ISO date; undated items come last. */
  publishedAt: string | null;
}

function sharedCount(a: readonly string[], b: ReadonlySet<string>): number {
  return new Set(a.filter((topic) => b.has(topic))).size;
}

function time(publishedAt: string | null): number {
  const parsed = publishedAt === null ? Number.NaN : Date.parse(publishedAt);
  return Number.isNaN(parsed) ? Number.NEGATIVE_INFINITY : parsed;
}

/**
 * The items to offer after `current`: those with the same main topic first, then those sharing
 * more topics, then the latest; items sharing nothing fill the remaining places, latest first.
 * Ties fall to the address, so the choice is the same on every build. Never `current` itself.
 */
export function chooseRelated<T>(
  items: readonly T[],
  current: T,
  describe: (item: T) => RelatedTopics,
  count = RELATED_READING_COUNT,
): T[] {
  const self = describe(current);
  const selfTopics = new Set(self.topics);
  return items
    .map((item) => ({item, about: describe(item)}))
    .filter(({about}) => about.permalink !== self.permalink)
    .map(({item, about}) => ({
      item,
      permalink: about.permalink,
      samePrimary: about.primary !== '' && about.primary === self.primary ? 1 : 0,
      shared: sharedCount(about.topics, selfTopics),
      time: time(about.publishedAt),
    }))
    .sort(
      (a, b) =>
        b.samePrimary - a.samePrimary ||
        b.shared - a.shared ||
        (b.time === a.time ? 0 : b.time > a.time ? 1 : -1) ||
        a.permalink.localeCompare(b.permalink),
    )
    .slice(0, Math.max(0, count))
    .map(({item}) => item);
}

/**
 * The field of a post's or a case study's metadata that holds its related items' card data. The
 * content plugins write each article's metadata as one data module that its page already loads
 * (plugins/blog, plugins/case-studies add this field to it), so no route gains a module.
 */
export const RELATED_READING_FIELD = 'relatedReading';

/** An article's metadata with its related items' card data. */
export function withRelatedReading<M extends object, T>(
  metadata: M,
  related: readonly T[],
): M & {readonly [RELATED_READING_FIELD]: readonly T[]} {
  return {...metadata, [RELATED_READING_FIELD]: related};
}

/** The related items' card data in an article's metadata: none when the field is missing. */
export function relatedReadingOf<T>(metadata: object): readonly T[] {
  const related: unknown = (metadata as Record<string, unknown>)[RELATED_READING_FIELD];
  return Array.isArray(related) ? (related as T[]) : [];
}

/**
 * Adds the related items' card data to each article's metadata as its content plugin writes it
 * with createData (`addTo`: any other data passes unchanged), and names the first article whose
 * metadata never came through (`firstMissed`), so that the build fails when the plugin stops
 * writing it that way.
 */
export function relatedReadingWriter<M extends {readonly source: string; readonly permalink: string}, T>(
  articles: readonly M[],
  relatedByPermalink: ReadonlyMap<string, readonly T[]>,
): {addTo: (data: string | object) => string | object; firstMissed: () => M | undefined} {
  const metadataObjects = new Set<object>(articles);
  const reached = new Set<string>();
  return {
    addTo(data) {
      if (typeof data === 'string' || !metadataObjects.has(data)) {
        return data;
      }
      const metadata = data as M;
      reached.add(metadata.source);
      return withRelatedReading(metadata, relatedByPermalink.get(metadata.permalink) ?? []);
    },
    firstMissed: () => articles.find((metadata) => !reached.has(metadata.source)),
  };
}
