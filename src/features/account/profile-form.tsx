import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys, saveProfile, type MemberProfile } from '../../lib/api/account';
import { reloadMember } from '../auth/session-actions';
import { Field } from './field';
import { FormResult, useActionError } from './states';

const NICKNAME_MAX = 20;

/**
 * Personal details of "my account" (§2 securityCenter; §3 profile-type fields: nickname, real
 * name, birthday, gender). The real name is the withdrawal payee name: once stored it is shown
 * read-only (the server refuses a change).
 */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const [nickname, setNickname] = useState(profile.nickname);
  const [realName, setRealName] = useState(profile.realName);
  const [birthday, setBirthday] = useState(profile.birthday);
  const [gender, setGender] = useState<MemberProfile['gender']>(profile.gender);
  const [nicknameError, setNicknameError] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async (value) => {
      queryClient.setQueryData(accountKeys.profile(), value);
      await reloadMember().catch(() => undefined);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = nickname.trim();
    if (trimmed === '' || [...trimmed].length > NICKNAME_MAX) {
      setNicknameError(t('profile.nicknameInvalid', { max: NICKNAME_MAX }));
      return;
    }
    setNicknameError(null);
    save.mutate({
      nickname: trimmed,
      birthday,
      gender,
      ...(profile.realNameLocked ? {} : { realName: realName.trim() }),
    });
  };

  return (
    <form className="acct-form" onSubmit={submit} noValidate aria-label={t('profile.title')}>
      <Field label={t('profile.account')} value={profile.account} readOnly />
      <Field
        label={t('profile.nickname')}
        name="nickname"
        value={nickname}
        maxLength={NICKNAME_MAX}
        autoComplete="nickname"
        error={nicknameError}
        onChange={(e) => setNickname(e.target.value)}
      />
      <Field
        label={t('profile.realName')}
        name="realName"
        value={realName}
        autoComplete="name"
        readOnly={profile.realNameLocked}
        hint={profile.realNameLocked ? t('profile.realNameLocked') : t('profile.realNameHint')}
        onChange={(e) => setRealName(e.target.value)}
      />
      <Field
        label={t('profile.birthday')}
        name="birthday"
        type="date"
        value={birthday}
        autoComplete="bday"
        onChange={(e) => setBirthday(e.target.value)}
      />
      <div className="acct-field">
        <label htmlFor="acct-gender">{t('profile.gender')}</label>
        <select
          id="acct-gender"
          className="acct-input"
          value={gender}
          onChange={(e) => setGender(e.target.value === 'M' || e.target.value === 'F' ? e.target.value : '')}
        >
          <option value="">{t('profile.genderUnset')}</option>
          <option value="M">{t('profile.genderMale')}</option>
          <option value="F">{t('profile.genderFemale')}</option>
        </select>
      </div>
      <FormResult error={save.isError ? actionError(save.error) : null} success={save.isSuccess ? t('saved') : null} />
      <button type="submit" className="acct-button acct-button--primary" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('profile.save')}
      </button>
    </form>
  );
}
