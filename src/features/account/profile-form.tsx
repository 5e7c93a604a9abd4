import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountKeys,
  isNationality,
  isSourceOfIncome,
  NATIONALITY_CODES,
  saveProfile,
  SOURCES_OF_INCOME,
  type MemberProfile,
  type MemberProfileUpdate,
} from '../../lib/api/account';
import type { RegisterSettings } from '../../lib/api/types';
import { reloadMember } from '../../lib/session-actions';
import type { FormValues, ToFormSchemaOptions } from '../../forms/converter';
import { LazySchemaForm } from '../../forms/lazy-schema-form';
import { Field } from '../../components/field';
import { Loading, FormResult, useActionError } from '../../components/states';

/** The editable profile values a form field stands for (`realName` follows the payeeName rule). */
type ProfileKey = keyof MemberProfileUpdate;

const PROFILE_KEYS: readonly ProfileKey[] = [
  'nickname',
  'realName',
  'birthday',
  'gender',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'telegram',
];

function isProfileKey(name: string): name is ProfileKey {
  return (PROFILE_KEYS as readonly string[]).includes(name);
}

/** The form's starting values: the stored ones, empty ones left out (so nothing is pre-selected). */
function initialValues(profile: MemberProfile): FormValues {
  const values: FormValues = {};
  for (const key of PROFILE_KEYS) {
    const value = profile[key];
    if (value !== '') values[key] = value;
  }
  return values;
}

/**
 * The update of the fields the form showed and the member may change, from the form's submit
 * (`submitEmpty`: trimmed values, '' for a shown field left empty, which clears it). Fields the
 * brand does not show and the read-only real name are absent, so the platform leaves them as they
 * are.
 */
export function profileUpdate(data: FormValues): MemberProfileUpdate {
  const update: MemberProfileUpdate = {};
  for (const [name, raw] of Object.entries(data)) {
    if (!isProfileKey(name)) continue;
    const value = typeof raw === 'string' ? raw : '';
    switch (name) {
      case 'gender':
        update.gender = value === 'M' || value === 'F' ? value : '';
        break;
      case 'nationality':
        update.nationality = isNationality(value) ? value : '';
        break;
      case 'sourceOfIncome':
        update.sourceOfIncome = isSourceOfIncome(value) ? value : '';
        break;
      default:
        update[name] = value;
    }
  }
  return update;
}

/** The choices of the profile's selects: the contract's enums. */
const CHOICES: ToFormSchemaOptions['choices'] = {
  nationality: NATIONALITY_CODES,
  sourceOfIncome: SOURCES_OF_INCOME,
};

/**
 * Personal details of "my account" (§2 securityCenter; §3 profile-type fields), rendered by the
 * forms converter (variant `profile`) from the brand's rules: nickname, real name (the `payeeName`
 * rule), birthday, gender, nationality, address, occupation, source of income and Telegram, each
 * shown, required and constrained as `register` says (§5; the asterisk marks required ones). The
 * account, invitation code, referrer and (masked) bank account number are shown read-only above
 * the form when the platform has them. Once stored, the real name is the withdrawal payee name and
 * is shown read-only (the server refuses a change). Invalid values are refused before sending with
 * a translated message under the field; a refused save shows the platform's message above the
 * button; what the member typed stays either way. Bonus code: not shown, the platform stores none.
 */
export function ProfileForm({ profile, register }: { profile: MemberProfile; register: RegisterSettings }) {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async (value) => {
      queryClient.setQueryData(accountKeys.profile(), value);
      await reloadMember().catch(() => undefined);
    },
  });
  // The stored values seed the form once; afterwards the form keeps what the member typed.
  const [initialData] = useState(() => initialValues(profile));

  const linked = [
    { key: 'invitationCode', label: t('profile.invitationCode'), value: profile.invitationCode },
    { key: 'referrer', label: t('profile.referrer'), value: profile.referrer },
    { key: 'bankAccountNumber', label: t('profile.bankAccountNumber'), value: profile.bankAccountNumber },
  ].filter((item) => item.value);

  return (
    <div className="acct-form">
      <Field label={t('profile.account')} value={profile.account} readOnly />
      {linked.length > 0 ? (
        <fieldset className="acct-fieldset" data-testid="account-profile-linked">
          <legend>{t('profile.linked')}</legend>
          {linked.map((item) => (
            <Field key={item.key} label={item.label} value={item.value} readOnly />
          ))}
        </fieldset>
      ) : null}
      <LazySchemaForm
        fallback={<Loading />}
        variant="profile"
        clearErrorOnEdit
        ariaLabel={t('profile.title')}
        rules={register.rules}
        flags={register.flags}
        options={{ realNameLocked: profile.realNameLocked, choices: CHOICES }}
        initialData={initialData}
        submitLabel={t('profile.save')}
        busy={save.isPending}
        errorMessage={save.isError ? actionError(save.error) : null}
        submitEmpty
        onSubmit={(data) => save.mutate(profileUpdate(data))}
      />
      <FormResult error={null} success={save.isSuccess ? t('saved') : null} />
    </div>
  );
}
