import { createContext } from "react-router";
import type { Lang } from "../routing/pages.ts";

export interface Subscription {
  email: string;
  lang: Lang;
  /** The page the visitor subscribed from. */
  page: string;
}

export interface NewsletterService {
  /** Stores a subscriber; resolves once the row is committed. A repeated address is not an error. */
  subscribe(subscription: Subscription): Promise<void>;
}

/** What the server hands to actions and loaders: the only way app code reaches the database. */
export interface Services {
  newsletter: NewsletterService;
}

export const servicesContext = createContext<Services>();
