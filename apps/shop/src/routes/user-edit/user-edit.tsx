import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@bazaar/api/contract';
import { validateNickname, type ValidationResult } from '@bazaar/domain';
import { Button, Radio, RadioGroup, TextField } from '@bazaar/ui';
import { FormCard, Page, focusField } from '../../app/index.js';
import { TextAreaField } from '../../features/forms/index.js';
import { useEditProfile } from '../../features/user/index.js';
import { useSession } from '../../state/index.js';

const GENDERS = [
  ['0', 'user:gender.unknown'],
  ['1', 'user:gender.male'],
  ['2', 'user:gender.female'],
] as const;

function ProfileForm({ userinfo }: { userinfo: UserInfo }) {
  const { t } = useTranslation();
  const { save, isSaving } = useEditProfile();
  const form = useRef<HTMLFormElement>(null);
  const [nickname, setNickname] = useState(userinfo.nickname);
  const [gender, setGender] = useState(String(userinfo.gender));
  const [bio, setBio] = useState(userinfo.bio);
  const [line, setLine] = useState(userinfo.line_account);
  const [refusal, setRefusal] = useState<ValidationResult | undefined>();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = validateNickname(nickname);
    if (!valid.ok) {
      setRefusal(valid);
      focusField(form.current, valid.field);
      return;
    }
    setRefusal(undefined);
    await save({
      nickname: nickname.trim(),
      gender: Number(gender),
      bio: bio.trim(),
      line_account: line.trim(),
    });
  };

  return (
    <FormCard ref={form} noValidate onSubmit={onSubmit} aria-label={t('user:profile.title')}>
      <TextField
        name="nickname"
        label={t('user:profile.nickname')}
        value={nickname}
        onChange={(value) => {
          setNickname(value);
          setRefusal(undefined);
        }}
        validation={refusal}
      />
      <RadioGroup
        label={t('user:profile.gender')}
        orientation="horizontal"
        value={gender}
        onChange={setGender}
      >
        {GENDERS.map(([value, key]) => (
          <Radio key={value} value={value}>
            {t(key)}
          </Radio>
        ))}
      </RadioGroup>
      <TextAreaField
        name="bio"
        label={t('user:profile.bio')}
        value={bio}
        onChange={setBio}
        maxLength={255}
        rows={3}
      />
      <TextField
        name="line_account"
        label={t('user:profile.line_account')}
        value={line}
        onChange={setLine}
        maxLength={64}
      />
      <Button type="submit" fullWidth size="lg" isLoading={isSaving}>
        {t('common:action.save')}
      </Button>
    </FormCard>
  );
}

/** `/user/edit`: personal info: nickname (1 to 20 characters), gender, introduction, Line/WhatsApp. */
export function UserEditScreen() {
  const { t } = useTranslation();
  const { userinfo } = useSession();
  return (
    <Page title={t('user:profile.title')}>
      {userinfo ? <ProfileForm userinfo={userinfo} /> : null}
    </Page>
  );
}
