import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  accountKeys,
  ADDRESS_MAX,
  isNationality,
  isSourceOfIncome,
  NATIONALITY_CODES,
  OCCUPATION_MAX,
  saveProfile,
  SOURCES_OF_INCOME,
  TELEGRAM_PATTERN,
  type MemberProfile,
  type MemberProfileUpdate,
  type Nationality,
  type SourceOfIncome,
} from '../../lib/api/account';
import { reloadMember } from '../../lib/session-actions';
import { Field, SelectField } from '../../components/field';
import { FormResult, useActionError } from '../../components/states';

const NICKNAME_MAX = 20;
// The platform refuses control characters and angle brackets in profile text.
const UNSAFE_TEXT = /[\p{Cc}<>]/u;

type CheckedField = 'nickname' | 'address' | 'occupation' | 'telegram';
type FieldErrors = Partial<Record<CheckedField, string>>;

/**
 * The nationality options: every code with its name in `language` (Intl.DisplayNames, so no
 * country names are kept in the site), sorted by that name.
 */
function countryOptions(language: string): { code: Nationality; name: string }[] {
  let names: Intl.DisplayNames;
  let collator: Intl.Collator;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
    collator = new Intl.Collator(language);
  } catch {
    // Not a BCP 47 tag (e.g. i18next's 'cimode'): English names.
    names = new Intl.DisplayNames(['en'], { type: 'region' });
    collator = new Intl.Collator('en');
  }
  return NATIONALITY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) =>
    collator.compare(a.name, b.name),
  );
}

/**
 * Personal details of "my account" (§2 securityCenter; §3 profile-type fields): nickname, real
 * name, birthday, gender, nationality, address, occupation, source of income and Telegram are
 * editable; the invitation code, referrer and (masked) bank account number are shown read-only
 * when the platform has them. The real name is the withdrawal payee name: once stored it is shown
 * read-only (the server refuses a change). Invalid values are refused before sending with an
 * inline message; what the member typed stays in the field. Bonus code: not shown, the platform
 * stores none.
 */
export function ProfileForm({ profile }: { profile: MemberProfile }) {
  const { t, i18n } = useTranslation('account');
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const formRef = useRef<HTMLFormElement>(null);
  const [nickname, setNickname] = useState(profile.nickname);
  const [realName, setRealName] = useState(profile.realName);
  const [birthday, setBirthday] = useState(profile.birthday);
  const [gender, setGender] = useState<MemberProfile['gender']>(profile.gender);
  const [nationality, setNationality] = useState<Nationality>(
    isNationality(profile.nationality) ? profile.nationality : '',
  );
  const [address, setAddress] = useState(profile.address);
  const [occupation, setOccupation] = useState(profile.occupation);
  const [sourceOfIncome, setSourceOfIncome] = useState<SourceOfIncome>(
    isSourceOfIncome(profile.sourceOfIncome) ? profile.sourceOfIncome : '',
  );
  const [telegram, setTelegram] = useState(profile.telegram);
  const [errors, setErrors] = useState<FieldErrors>({});
  // Bumped by each refused submit: focus then moves to the first invalid field.
  const [refusals, setRefusals] = useState(0);
  const countries = useMemo(() => countryOptions(i18n.language), [i18n.language]);
  const save = useMutation({
    mutationFn: saveProfile,
    onSuccess: async (value) => {
      queryClient.setQueryData(accountKeys.profile(), value);
      await reloadMember().catch(() => undefined);
    },
  });

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  /** Updates a checked field and drops its message (it is checked again on submit). */
  const edit = (field: CheckedField, set: (value: string) => void, value: string) => {
    set(value);
    setErrors(({ [field]: _dropped, ...rest }) => rest);
  };

  const validate = (): FieldErrors => {
    const found: FieldErrors = {};
    const nick = nickname.trim();
    if (nick === '' || [...nick].length > NICKNAME_MAX)
      found.nickname = t('profile.nicknameInvalid', { max: NICKNAME_MAX });
    const text = (field: 'address' | 'occupation', value: string, max: number) => {
      const trimmed = value.trim();
      if ([...trimmed].length > max) found[field] = t('profile.tooLong', { max });
      else if (UNSAFE_TEXT.test(trimmed)) found[field] = t('profile.unsafeText');
    };
    text('address', address, ADDRESS_MAX);
    text('occupation', occupation, OCCUPATION_MAX);
    const handle = telegram.trim();
    if (handle !== '' && !TELEGRAM_PATTERN.test(handle)) found.telegram = t('profile.telegramInvalid');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0) {
      setRefusals((n) => n + 1);
      return;
    }
    // Only the editable fields: the read-only ones are the platform's.
    const update: MemberProfileUpdate = {
      nickname: nickname.trim(),
      birthday,
      gender,
      ...(profile.realNameLocked ? {} : { realName: realName.trim() }),
      nationality,
      address: address.trim(),
      occupation: occupation.trim(),
      sourceOfIncome,
      telegram: telegram.trim(),
    };
    save.mutate(update);
  };

  const linked = [
    { key: 'invitationCode', label: t('profile.invitationCode'), value: profile.invitationCode },
    { key: 'referrer', label: t('profile.referrer'), value: profile.referrer },
    { key: 'bankAccountNumber', label: t('profile.bankAccountNumber'), value: profile.bankAccountNumber },
  ].filter((item) => item.value);

  return (
    <form ref={formRef} className="acct-form" onSubmit={submit} noValidate aria-label={t('profile.title')}>
      <Field label={t('profile.account')} value={profile.account} readOnly />
      {linked.length > 0 ? (
        <fieldset className="acct-fieldset" data-testid="account-profile-linked">
          <legend>{t('profile.linked')}</legend>
          {linked.map((item) => (
            <Field key={item.key} label={item.label} value={item.value} readOnly />
          ))}
        </fieldset>
      ) : null}
      <Field
        label={t('profile.nickname')}
        name="nickname"
        value={nickname}
        maxLength={NICKNAME_MAX}
        autoComplete="nickname"
        error={errors.nickname}
        onChange={(e) => edit('nickname', setNickname, e.target.value)}
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
      <SelectField
        label={t('profile.gender')}
        name="gender"
        value={gender}
        onChange={(value) => setGender(value === 'M' || value === 'F' ? value : '')}
      >
        <option value="">{t('profile.genderUnset')}</option>
        <option value="M">{t('profile.genderMale')}</option>
        <option value="F">{t('profile.genderFemale')}</option>
      </SelectField>
      <SelectField
        label={t('profile.nationality')}
        name="nationality"
        value={nationality}
        onChange={(value) => setNationality(isNationality(value) ? value : '')}
      >
        <option value="">{t('profile.notGiven')}</option>
        {countries.map(({ code, name }) => (
          <option key={code} value={code}>
            {name}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('profile.address')}
        name="address"
        value={address}
        maxLength={ADDRESS_MAX}
        autoComplete="street-address"
        error={errors.address}
        onChange={(e) => edit('address', setAddress, e.target.value)}
      />
      <Field
        label={t('profile.occupation')}
        name="occupation"
        value={occupation}
        maxLength={OCCUPATION_MAX}
        autoComplete="organization-title"
        error={errors.occupation}
        onChange={(e) => edit('occupation', setOccupation, e.target.value)}
      />
      <SelectField
        label={t('profile.sourceOfIncome')}
        name="sourceOfIncome"
        value={sourceOfIncome}
        onChange={(value) => setSourceOfIncome(isSourceOfIncome(value) ? value : '')}
      >
        <option value="">{t('profile.notGiven')}</option>
        {SOURCES_OF_INCOME.map((source) => (
          <option key={source} value={source}>
            {t(`profile.incomeSources.${source}`)}
          </option>
        ))}
      </SelectField>
      <Field
        label={t('profile.telegram')}
        name="telegram"
        value={telegram}
        autoComplete="off"
        spellCheck={false}
        placeholder={t('profile.telegramPlaceholder')}
        hint={t('profile.telegramHint')}
        error={errors.telegram}
        onChange={(e) => edit('telegram', setTelegram, e.target.value)}
      />
      <FormResult
        error={save.isError ? actionError(save.error) : null}
        success={save.isSuccess ? t('saved') : null}
      />
      <button type="submit" className="acct-button acct-button--primary" disabled={save.isPending}>
        {save.isPending ? t('saving') : t('profile.save')}
      </button>
    </form>
  );
}
