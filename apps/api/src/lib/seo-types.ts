import type { BootData, Lang } from '@shop/contract';

// The shapes a module uses to give its pages head tags and sitemap entries. In lib (decision 425) so that a
// module's head provider (catalogue.seo.ts) and the web module that collects them do not import each other.

/** Answers a call of the contract through its real route, as the browser's call would be answered. */
export type InjectCall = <T>(path: string, input: unknown) => Promise<T | null>;

/** Head tags a page address gets in the served HTML, for crawlers and link previews without JavaScript. */
export interface HeadTags {
  title: string;
  description?: string;
  canonical?: string;
  /** Open Graph (and product:) properties. */
  og?: Record<string, string>;
  /** Images the page shows first (its largest paint), fetched before the script asks for them. */
  preloadImages?: { href: string; srcset?: string; sizes?: string }[];
  /** JSON-LD objects, each written as a `application/ld+json` data block (not executed, so CSP allows it). */
  jsonLd?: unknown[];
}
/** What a head provider is asked about: the address, in which language, and how to reach the calls. */
export interface HeadRequest {
  url: URL;
  lang: Lang;
  origin: string;
  /** Answers a call through the real routes. */
  call: InjectCall;
  /** The site's start-up answers (getAppFull, getInitInfo, getAmountFormatInfo), as the page embeds them. */
  boot: BootData | null;
}
/** Answers the head (and first screen) of an address it knows, else null; the first non-null answer wins. */
export type HeadProvider = (page: HeadRequest) => Promise<HeadTags | null>;
/** Absolute addresses for /sitemap.xml. */
export type SitemapSource = (origin: string) => Promise<{ loc: string; lastmod?: string }[]>;
