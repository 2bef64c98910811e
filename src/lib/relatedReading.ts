/** What a post or case study offers to read next, chosen at build so prerendered and hydrated pages agree. */

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

/** After `current`: same main topic, then more shared topics, then the latest; ties by address. */
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

/** A collection's cards and, by each item's permalink, the indices of the cards to read after it. */
export interface RelatedReading<Card> {
  cards: Card[];
  related: Record<string, number[]>;
}

/** The cards to read after the item at `permalink`: none for an item the collection does not list (a draft). */
export function relatedCards<Card>({cards, related}: RelatedReading<Card>, permalink: string): Card[] {
  return (related[permalink] ?? []).map((index) => cards[index]!);
}
