import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@bazaar/api/contract';
import { Avatar } from '@bazaar/ui';
import { UploadsField } from '../../../features/upload/index.js';
import { useAvatarUpload } from '../../../features/user/index.js';
import { Panel, Row } from '../../../features/user/sections/index.js';

/**
 * The avatar and its change: a jpg, jpeg or png (the uploader's domain format check), uploaded
 * with its progress, then saved to the profile.
 */
export function AvatarPanel({ userinfo }: { userinfo: UserInfo }) {
  const { t } = useTranslation();
  const avatar = useAvatarUpload();
  const name = userinfo.nickname || userinfo.username;
  return (
    <Panel aria-labelledby="settings-avatar">
      <h2 id="settings-avatar">{t('user:setting.avatar')}</h2>
      <Row>
        <Avatar src={userinfo.avatar} name={name} size="lg" />
        <UploadsField label={t('user:setting.change_avatar')} uploads={avatar} max={1} />
      </Row>
    </Panel>
  );
}
