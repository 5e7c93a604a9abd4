import { countWords, type FeedbackRules } from '../../../lib/api/content';

/** What is wrong with a feedback draft: i18n keys of the `content` namespace with their values. */
export interface DraftProblems {
  type?: string;
  content?: { key: string; values: Record<string, number> };
  images?: { key: string; values: Record<string, number | string> };
}

/** A picked file, before it is read: name, MIME type reported by the browser, size in bytes. */
export interface PickedFile {
  name: string;
  type: string;
  size: number;
}

const IMAGE_TYPES = ['image/png', 'image/jpeg'];
const IMAGE_NAME = /\.(png|jpe?g)$/i;

/**
 * The client-side checks of a feedback (§5, §9; the server checks the same and the bytes): a
 * type, a word count within the brand's bounds, png/jpg images of at most `maxImageBytes`, at
 * most `maxImages`. Empty when the draft may be sent.
 */
export function checkDraft(
  draft: { type: string; content: string; files: PickedFile[] },
  rules: FeedbackRules,
): DraftProblems {
  const problems: DraftProblems = {};
  if (!rules.types.includes(draft.type)) problems.type = 'feedback.errors.type';
  const words = countWords(draft.content);
  if (words < rules.minWords || words > rules.maxWords)
    problems.content = {
      key: 'feedback.errors.words',
      values: { min: rules.minWords, max: rules.maxWords, words },
    };
  const mb = Math.round(rules.maxImageBytes / (1024 * 1024));
  if (draft.files.length > rules.maxImages)
    problems.images = { key: 'feedback.errors.tooMany', values: { max: rules.maxImages } };
  else {
    const wrongType = draft.files.find((f) => !IMAGE_TYPES.includes(f.type) || !IMAGE_NAME.test(f.name));
    const tooBig = draft.files.find((f) => f.size > rules.maxImageBytes);
    if (wrongType) problems.images = { key: 'feedback.errors.imageType', values: { name: wrongType.name } };
    else if (tooBig)
      problems.images = { key: 'feedback.errors.imageSize', values: { name: tooBig.name, mb } };
  }
  return problems;
}

/** Reads a file as a `data:` URL (the body of `PUT /wps/feedback`). */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
