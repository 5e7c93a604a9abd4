import { useTranslation } from 'react-i18next';

/** A translated status badge (`wallet:status.<status>`); the tone follows the status family. */
export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation('wallet');
  const tone = /reject|close|notReceived|expired/.test(status)
    ? 'is-bad'
    : /pending|applying|process|coming|disbursed|inProgress/.test(status)
      ? 'is-wait'
      : 'is-good';
  return <span className={`wal-badge ${tone}`}>{t(`status.${status}`, { defaultValue: status })}</span>;
}
