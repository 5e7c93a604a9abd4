import type { NamespaceLoaders } from '../namespace-loaders';

/** The namespaces of `locales/tr`, each a lazy chunk (see ../namespace-loaders.ts). */
const loaders: NamespaceLoaders = import.meta.glob('../../../locales/tr/*.json');
export default loaders;
