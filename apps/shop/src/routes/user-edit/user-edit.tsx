import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { UserInfo } from '@bazaar/api/contract';
import { validateNickname } from '@bazaar/domain';
import { Button, Radio, RadioGroup, TextField } from '@bazaar/ui';
import { FormCard, Page } from '../../app/index.js';
import { TextAreaField, useFormFields } from '../../features/forms/index.js';
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
  const { form, values, set, errorFor, refuse } = useFormFields({
    nickname: userinfo.nickname,
    gender: String(userinfo.gender),
    bio: userinfo.bio,
    line: userinfo.line_account,
  });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = validateNickname(values.nickname);
    if (!valid.ok) {
      refuse(valid);
      return;
    }
    await save({
      nickname: values.nickname.trim(),
      gender: Number(values.gender),
      bio: values.bio.trim(),
      line_account: values.line.trim(),
    });
  };

  return (
    <FormCard ref={form} noValidate onSubmit={onSubmit} aria-label={t('user:profile.title')}>
      <TextField
        name="nickname"
        label={t('user:profile.nickname')}
        value={values.nickname}
        onChange={(nickname) => set({ nickname })}
        validation={errorFor('nickname')}
      />
      <RadioGroup
        label={t('user:profile.gender')}
        orientation="horizontal"
        value={values.gender}
        onChange={(gender) => set({ gender })}
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
        value={values.bio}
        onChange={(bio) => set({ bio })}
        maxLength={255}
        rows={3}
      />
      <TextField
        name="line_account"
        label={t('user:profile.line_account')}
        value={values.line}
        onChange={(line) => set({ line })}
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
