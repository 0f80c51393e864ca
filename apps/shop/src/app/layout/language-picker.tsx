import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@bazaar/domain';
import { changeLanguage } from '@bazaar/i18n';
import { LanguagePicker } from '@bazaar/ui';
import { useServices } from '../services-context.js';

/**
 * The desktop header's language picker (`LanguagePicker` of `@bazaar/ui`): loads the chosen
 * language's pack, switches and stores the choice (`changeLanguage` of `@bazaar/i18n`). Its label
 * names the button for screen readers but is not shown, so the picker keeps to the header's
 * height in line with the other controls. `openOnMount`: loaded by a press of its face, it opens at
 * once (focused on its trigger).
 */
export function HeaderLanguagePicker({ openOnMount = false }: { openOnMount?: boolean }) {
  const { i18n } = useTranslation();
  const { storage } = useServices();
  return (
    <LanguagePicker
      value={isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE}
      onChange={(code) => void changeLanguage(i18n, code, storage ?? undefined)}
      hideLabel
      openOnMount={openOnMount}
    />
  );
}
