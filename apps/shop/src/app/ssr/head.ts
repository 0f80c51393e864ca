import { createContext, useContext } from 'react';

/** What a server render learns about the page's head while it draws the page. */
export interface HeadCollector {
  /** The page's title (`Page`'s). */
  title?: string;
}

/** Given while the server renders; null in the browser, where `Page` sets `document.title`. */
export const HeadContext = createContext<HeadCollector | null>(null);

/** Tells a server render the page's title (nothing in the browser). */
export function useHeadTitle(title: string): void {
  const head = useContext(HeadContext);
  if (head) head.title = title;
}
