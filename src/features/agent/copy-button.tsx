import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button';

/**
 * Copies `text` to the clipboard; the button is named `label` (e.g. "Copy link for lotus.example")
 * and a polite status line says whether it worked (no clipboard, or a refusal, says so).
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('agent');
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  const copy = () => {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard) {
      setCopied('no');
      return;
    }
    clipboard.writeText(text).then(
      () => setCopied('yes'),
      () => setCopied('no'),
    );
  };
  return (
    <span className="agt-copy">
      <Button variant="ghost" aria-label={label} onClick={copy}>
        {t('invite.copy')}
      </Button>
      <span role="status" className="acct-hint">
        {copied === 'yes' ? t('invite.copied') : copied === 'no' ? t('invite.copyFailed') : ''}
      </span>
    </span>
  );
}
