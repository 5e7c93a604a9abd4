import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accountKeys, profileQuery, uploadAvatar } from '../../lib/api/account';
import { reloadMember } from '../../lib/session-actions';
import defaultAvatar from '../../components/assets/default-avatar.svg';
import { checkAvatarFile, hasImageSignature, type AvatarProblem } from './avatar-check';
import { LoadError, Loading, FormResult, useActionError } from '../../components/states';
import '../../components/panel-page.css';
import { buttonClassName } from '../../components/button';

async function signatureOk(file: Blob): Promise<boolean> {
  // Older engines without Blob#arrayBuffer: leave the signature check to the server.
  if (typeof file.slice(0, 8).arrayBuffer !== 'function') return true;
  return hasImageSignature(new Uint8Array(await file.slice(0, 8).arrayBuffer()));
}

/**
 * `profile` (§2 Member centre): the avatar with upload. The file is checked before upload exactly
 * as the server checks it (png or jpg, 5 MB at most, §8); the default image shows when there is
 * none or it fails to load.
 */
export function AvatarPage() {
  const { t } = useTranslation('account');
  const inputId = useId();
  const queryClient = useQueryClient();
  const actionError = useActionError();
  const profile = useQuery(profileQuery());
  const [problem, setProblem] = useState<AvatarProblem | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async (value) => {
      const current = queryClient.getQueryData(accountKeys.profile());
      if (current)
        queryClient.setQueryData(accountKeys.profile(), { ...current, avatarUrl: value.avatarUrl });
      setPreview(null);
      await reloadMember().catch(() => undefined);
    },
  });

  if (profile.isPending) return <Loading />;
  if (profile.isError) return <LoadError error={profile.error} retry={() => void profile.refetch()} />;

  const url = preview ?? profile.data.avatarUrl;
  const src = url && failedUrl !== url ? url : defaultAvatar;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.reset();
    const found = checkAvatarFile(file) ?? ((await signatureOk(file)) ? null : 'type');
    setProblem(found);
    if (found) return;
    if (typeof URL.createObjectURL === 'function') setPreview(URL.createObjectURL(file));
    upload.mutate(file);
  };

  return (
    <div className="acct-page acct-avatar-page" data-testid="account-avatar">
      <img
        className="acct-avatar"
        src={src}
        alt={t('avatar.alt')}
        width={96}
        height={96}
        onError={() => setFailedUrl(url)}
        data-testid="account-avatar-image"
      />
      <div className="acct-field">
        <label htmlFor={inputId} className={buttonClassName('ghost', 'acct-file-label')}>
          {t('avatar.choose')}
        </label>
        <input
          id={inputId}
          className="acct-file"
          type="file"
          accept="image/png,image/jpeg,.png,.jpg,.jpeg"
          aria-describedby={`${inputId}-hint`}
          disabled={upload.isPending}
          onChange={(e) => void choose(e)}
          data-testid="account-avatar-input"
        />
        <p id={`${inputId}-hint`} className="acct-hint">
          {t('avatar.hint')}
        </p>
      </div>
      {upload.isPending ? (
        <p role="status" className="acct-muted">
          {t('avatar.uploading')}
        </p>
      ) : null}
      <FormResult
        error={problem ? t(`avatar.${problem}`) : upload.isError ? actionError(upload.error) : null}
        success={upload.isSuccess ? t('avatar.saved') : null}
      />
    </div>
  );
}
