import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { PASSWORD_LENGTH, isPasswordAdvised } from '@bazaar/domain';
import { Button, EmptyState, PasswordField } from '@bazaar/ui';
import { FormCard, Page } from '../../app/index.js';
import { useFormFields } from '../../features/forms/index.js';
import { passwordType, useChangePassword, type PasswordType } from '../../features/user/index.js';

function PasswordForm({ type }: { type: PasswordType }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { change, isSaving } = useChangePassword(type);
  const { form, values, set, errorFor, refuse } = useFormFields({
    oldPassword: '',
    newPassword: '',
    confirm: '',
  });
  const { newPassword } = values;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const outcome = await change(values);
    if (outcome.type === 'invalid') {
      refuse(outcome.refusal);
    } else if (outcome.type === 'saved') {
      await navigate('/user/security', { replace: true });
    }
  };

  return (
    <FormCard
      ref={form}
      noValidate
      onSubmit={onSubmit}
      aria-label={t(`user:password.${type}_title`)}
    >
      <PasswordField
        name="oldpassword"
        label={t('user:password.old')}
        autoComplete="current-password"
        value={values.oldPassword}
        onChange={(oldPassword) => set({ oldPassword })}
        validation={errorFor('oldpassword')}
      />
      <PasswordField
        name="newpassword"
        label={t('user:password.new')}
        autoComplete="new-password"
        value={newPassword}
        onChange={(newPassword) => set({ newPassword })}
        validation={errorFor('newpassword')}
        description={
          newPassword && !isPasswordAdvised(newPassword)
            ? t('user:password.advice')
            : t('shop:auth.length_hint', PASSWORD_LENGTH)
        }
      />
      <PasswordField
        name="confirm"
        label={t('user:password.confirm')}
        autoComplete="new-password"
        value={values.confirm}
        onChange={(confirm) => set({ confirm })}
        validation={errorFor('confirm')}
      />
      <Button type="submit" fullWidth size="lg" isLoading={isSaving}>
        {t('common:action.save')}
      </Button>
    </FormCard>
  );
}

/** `/user/set_pwd/:type`: changes the login (`login`) or payment (`pay`) password. */
export function SetPasswordScreen() {
  const { t } = useTranslation();
  const type = passwordType(useParams().type);
  if (!type) {
    return (
      <Page title={t('shop:not_found.title')}>
        <EmptyState
          message={t('shop:not_found.message')}
          action={<Link to="/user/security">{t('user:security.title')}</Link>}
        />
      </Page>
    );
  }
  return (
    <Page title={t(`user:password.${type}_title`)}>
      <PasswordForm key={type} type={type} />
    </Page>
  );
}
