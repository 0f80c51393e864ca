import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE, isLanguageCode } from '@bazaar/domain';
import { changeLanguage } from '@bazaar/i18n';
import { Checkbox, LanguagePicker } from '@bazaar/ui';
import { useServices } from '../../../app/index.js';
import { useVoiceSetting } from '../../../features/chat/index.js';
import { Panel } from '../../../features/user/sections/index.js';

/**
 * The device's preferences: the interface language (stored; the following calls ask the server
 * in it) and the voice setting (a sound on new chat messages).
 */
export function PreferencesPanel() {
  const { t, i18n } = useTranslation();
  const { storage } = useServices();
  const [voice, setVoice] = useVoiceSetting();
  return (
    <Panel aria-labelledby="settings-preferences">
      <h2 id="settings-preferences">{t('user:setting.preferences')}</h2>
      <LanguagePicker
        value={isLanguageCode(i18n.language) ? i18n.language : DEFAULT_LANGUAGE}
        onChange={(code) => void changeLanguage(i18n, code, storage ?? undefined)}
      />
      <Checkbox isSelected={voice} onChange={setVoice}>
        {t('user:setting.voice')}
      </Checkbox>
    </Panel>
  );
}
