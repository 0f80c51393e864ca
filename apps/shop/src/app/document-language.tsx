import { useEffect } from 'react';
import { isLanguageCode } from '@bazaar/domain';
import { localeOf } from '@bazaar/i18n';
import { useServices } from './services-context.js';

/**
 * Keeps `<html lang>` on the interface language (as a BCP 47 tag: `zh-CN`, `ms`, `es`), so screen
 * readers pronounce the text in its language and the browser picks fitting CJK and Thai fonts.
 */
export function DocumentLanguage() {
  const { i18n } = useServices();

  useEffect(() => {
    const apply = (language: string) => {
      const tag = localeOf(isLanguageCode(language) ? language : 'en');
      // Unchanged (the server's page is in it): no attribute write, nothing for the browser to redo.
      if (document.documentElement.lang !== tag) document.documentElement.lang = tag;
    };
    apply(i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);

  return null;
}
